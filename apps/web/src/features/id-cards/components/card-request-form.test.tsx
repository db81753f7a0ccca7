import { ID_CARD_MSG, type IdCardDetail, MAX_RF_ID_LENGTH, MSG, STATUS } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => {
  const record = (m: unknown) => void toasts.push(String(m));
  return { toast: { success: record, error: record, info: record, warning: record } };
});
const calls = vi.hoisted(() => ({ save: vi.fn(), confirm: vi.fn() }));
vi.mock('../api/card-request-actions', () => ({
  saveCardForm: calls.save,
  deleteCardRequest: vi.fn(),
  deleteStudentPhoto: vi.fn(),
  downloadCardRequest: vi.fn(),
}));
vi.mock('../api/get-card-request', () => ({
  cardRequestKey: (id: number) => ['id-cards', 'detail', id],
  useStatusOptions: () => ({
    data: [
      { REQ_ID: STATUS.PENDING, REQ_DEF: 'Pending' },
      { REQ_ID: STATUS.IN_PROGRESS, REQ_DEF: 'In Progress' },
      { REQ_ID: STATUS.IMAGE_NOT_CLEAR, REQ_DEF: 'Image Not Clear' },
    ],
  }),
}));
vi.mock('../api/student-photo', () => ({ photoKey: () => ['photo'] }));
vi.mock('./card-history', () => ({ CardHistory: () => null }));
vi.mock('./student-photo-box', () => ({ StudentPhotoBox: () => null }));
vi.mock('../../../components/confirm', () => ({ confirm: calls.confirm }));

const { CardRequestForm } = await import('./card-request-form');

afterEach(() => {
  cleanup();
  toasts.length = 0;
  calls.save.mockReset();
  calls.confirm.mockReset();
});

const request = {
  T_ID: 42, CARD_TYPE: 1, REQUEST_TYPE: 'New Card', YEAR: 2024, RN: 6, C_CODE: 2, SE_ID: 3, MAJ_ID: 4, ROLNO: 'BSCS-24-0006',
  NM: 'Ayesha Khan', F_NM: 'Imran Khan', F_CONTACT: '0300-1234567', S_CONTACT: '0301-7654321', DEPARTMENT: 'Computer Science',
  CLASS: 'BS', MAJOR: 'Computer Science', SESSION: '2024-2028', ADDRESS: 'Lahore', BLOOD_GROUP: 'B+', Date_of_apply: '2026-11-01',
  COMMENT: '', VENUE: 'Card Office', REQ_STATUS: STATUS.PENDING, STATUS: 'Pending', DISTRIBUTION_DATE: null, RF_ID: null,
  MACHINE_ID: null, ATTEMPT_NO: 1, HAS_PHOTO: true,
} satisfies IdCardDetail;

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
function chooseStatus(name: string) {
  fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
  fireEvent.click(screen.getByRole('option', { name }));
}

// Mantine forms render slowly in jsdom on a busy machine: each test has 20 s.
describe('the ID-card request form', { timeout: 20_000 }, () => {
  it(`says an RF ID past ${MAX_RF_ID_LENGTH} characters is too long and will not save it`, () => {
    renderScreen(<CardRequestForm request={request} onSaved={() => {}} onDeleted={() => {}} />);
    type('RF ID', '1234567890');
    expect(screen.getByText(ID_CARD_MSG.rfIdTooLong)).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(saveButton());
    expect(calls.save).not.toHaveBeenCalled();
    type('RF ID', '123456789');
    expect(screen.queryByText(ID_CARD_MSG.rfIdTooLong)).toBeNull();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('saves what the office typed, the card numbers without surrounding spaces', async () => {
    calls.save.mockResolvedValue({ msg: MSG.formSaved, data: { PHOTO_DELETED: false } });
    const onSaved = vi.fn();
    renderScreen(<CardRequestForm request={request} onSaved={onSaved} onDeleted={() => {}} />);
    type('Venue', 'Admin Block, Room 4');
    chooseStatus('In Progress');
    type('RF ID', ' RF1234 ');
    type('Machine No', 'M-77');
    type('Comment', 'Printed on the new machine');
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls.save).toHaveBeenCalledTimes(1));
    expect(calls.save.mock.calls[0]![0]).toMatchObject({
      T_ID: 42,
      venue: 'Admin Block, Room 4',
      status: STATUS.IN_PROGRESS,
      RF_ID: 'RF1234',
      MACHINE_ID: 'M-77',
      comment: 'Printed on the new machine',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.confirm).not.toHaveBeenCalled();
  });

  it('asks before "Image Not Clear" removes the student\'s photo, and sends nothing when the office says no', async () => {
    calls.confirm.mockResolvedValue(false);
    renderScreen(<CardRequestForm request={request} onSaved={() => {}} onDeleted={() => {}} />);
    chooseStatus('Image Not Clear');
    fireEvent.click(saveButton());
    await waitFor(() => expect(calls.confirm).toHaveBeenCalledTimes(1));
    expect(calls.confirm.mock.calls[0]![0]).toBe(MSG.confirmImageNotClear);
    expect(calls.save).not.toHaveBeenCalled();
  });
});
