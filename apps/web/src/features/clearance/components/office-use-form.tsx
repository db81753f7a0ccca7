import { Alert, Button, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  CLEARANCE_MSG,
  type ClearanceContext,
  type ClearanceRow,
  canSetStatus,
  M,
  MAX_COMMENT_LENGTH,
  type Message,
  ownRow,
  STATUS_NAMES,
} from '@portal/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../components/modal-host';
import { translateMessage, translateSaid } from '../../../i18n/messages';
import { isApiError } from '../../../lib/api';
import { useStaffSave } from '../../../lib/use-staff-save';
import { type ClearanceRequestDetail, updateClearanceRow, useClearanceStatusOptions } from '../api/clearance-requests';

/**
 * Office Use: Venue, Status (the department's list from the server) and Comment/Feedback of the
 * user's own row. Save checks the same rules as the server first and shows their message; after
 * any answer the form shows what is saved (the shared staff save).
 */
export function OfficeUseForm({
  request,
  rows,
  ctx,
  readOnlyReason,
  onSaved,
  extraButtons,
}: {
  request: ClearanceRequestDetail;
  rows: ClearanceRow[];
  ctx: ClearanceContext;
  /** Why the form is read-only (the policy's reason), or null. */
  readOnlyReason: Message | null;
  onSaved: () => Promise<void>;
  extraButtons: ReactNode;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const own = ownRow(ctx.user, ctx.rows);
  const current = own ? rows.find((r) => r.D_ID === own.D_ID) : undefined;
  const options = useClearanceStatusOptions();
  const readOnly = !!readOnlyReason;
  const form = useStaffSave({
    saved: { STATUS: own ? String(own.REQ_ID) : null, VENUE: current?.VENUE ?? '', COMMENT: current?.COMMENT ?? '' },
    check: (v) => {
      if (!v.STATUS) return M.clearance.statusNotAllowed;
      const decision = canSetStatus(ctx, { STATUS: Number(v.STATUS), COMMENT: v.COMMENT });
      // 503: the fee system could not be asked here; the server asks it again.
      return decision.allowed || decision.status === 503 ? null : decision.message;
    },
    save: (v) =>
      updateClearanceRow({ CLR_ID: request.CLR_ID, T_ID: request.T_ID, STATUS: Number(v.STATUS), COMMENT: v.COMMENT, VENUE: v.VENUE, VERSION: current?.VERSION }),
    reload: onSaved,
    onRefused: (e) => {
      if (!isApiError(e) || e.message !== CLEARANCE_MSG.staleRow) return false;
      // Someone else saved this row after it was opened (row version): offer to reload it.
      openConfirmModal({
        title: t('staff.rowChanged'),
        children: translateMessage(e.message, e.msgCode, e.msgArgs),
        labels: { confirm: t('staff.reload'), cancel: t('staff.keepEditing') },
        onConfirm: () => void onSaved(),
      });
      return true;
    },
  });
  const { values } = form;

  const data = (options.data ?? []).map((o) => ({ value: String(o.REQ_ID), label: t(`status.${o.REQ_DEF}`, { defaultValue: o.REQ_DEF }) }));
  if (own && !data.some((o) => o.value === String(own.REQ_ID)))
    data.unshift({ value: String(own.REQ_ID), label: STATUS_NAMES[own.REQ_ID] ?? String(own.REQ_ID) });

  return (
    <div id="office-use">
      {readOnlyReason && (
        <Alert id={reasonId} color="yellow" variant="light" title={t('staff.readOnly')} mb="md">
          {translateSaid(readOnlyReason)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('staff.venue')} value={values.VENUE} onChange={(e) => form.set('VENUE', e.currentTarget.value)} disabled={readOnly} maxLength={200} />
        <Select label={t('staff.status')} data={data} value={values.STATUS} onChange={(v) => form.set('STATUS', v)} disabled={readOnly} allowDeselect={false} />
        <Textarea
          label={t('staff.commentFeedback')}
          value={values.COMMENT}
          onChange={(e) => form.set('COMMENT', e.currentTarget.value)}
          disabled={readOnly}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={MAX_COMMENT_LENGTH}
        />
      </SimpleGrid>
      <Group justify="flex-end" align="flex-start" mt="md">
        {extraButtons}
        <Button onClick={() => void form.submit()} loading={form.saving} disabled={readOnly || !own} aria-describedby={readOnlyReason ? reasonId : undefined}>
          {t('common.save')}
        </Button>
      </Group>
    </div>
  );
}
