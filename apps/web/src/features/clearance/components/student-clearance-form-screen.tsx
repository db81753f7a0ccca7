import { Alert, Button, Grid, List, Paper, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { CLEARANCE_PROCESSING, CLEARANCE_REASONS, clearanceApplyRefusal, formatRupees, hasVisibleText, MAX_PHOTO_BYTES, MSG } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CannotApply } from '../../../components/cannot-apply';
import { PhotoPicker } from '../../../components/photo-picker';
import { usePhotoField } from '../../../components/use-photo-field';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { checkApplication, checkStudentImg, getLibrariesHostels, submitApplication, uploadClearancePhoto } from '../api/student-application';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import '../english';

/** Where a student who already applied sees the progress: My Requests on its Clearance section. */
export const MY_CLEARANCE_PATH = `${PATHS.studentCardRequests}?requestType=Clearance`;

/** Keys of the `clearance` catalogue section. */
const REQUIRED_DOCUMENTS = ['docCnic', 'docCard', 'docNoDues', 'docFee', 'docResult'];

/** /student-clearance-form: the clearance certificate application. */
export function StudentClearanceFormScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useSessionUser();
  const navigate = useNavigate();
  const identity = { C_CODE: user?.C_CODE, SE_ID: user?.SE_ID, MAJ_ID: user?.MAJ_ID, RN: user?.RN, YEAR: user?.YEAR, ROLNO: user?.ROLNO };
  // Why this student cannot apply yet (the domain's rule, the server's answer), said on the page.
  const refusal = user ? clearanceApplyRefusal(user) : null;
  const newStudent = refusal != null;
  const checked = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per session user (guarded by `checked`)
  useEffect(() => {
    if (!user || checked.current) return;
    checked.current = true;
    if (newStudent) return;
    checkApplication(identity)
      .then((applied) => {
        if (applied) navigate(MY_CLEARANCE_PATH, { replace: true, state: { requestType: 'Clearance' } });
      })
      .catch(() => toast.error(MSG.clearanceCheckFailed));
  }, [user]);

  const lists = useQuery({ queryKey: ['clearance', 'libraries-hostels'], queryFn: getLibrariesHostels, enabled: !newStudent, retry: false });
  const photo = useQuery({ queryKey: ['clearance', 'has-photo'], queryFn: () => checkStudentImg(identity), enabled: !newStudent });
  useEffect(() => {
    if (lists.isError) toast.error(MSG.librariesHostelsFailed);
  }, [lists.isError]);

  const [mail, setMail] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [library, setLibrary] = useState<string | null>('1');
  const [resident, setResident] = useState<string>('');
  const [hostel, setHostel] = useState<string | null>(null);
  const [card, setCard] = useState<string>('');
  const picture = usePhotoField();
  const [busy, setBusy] = useState(false);
  const needsPhoto = photo.data === false;

  const submit = async () => {
    if (busy) return;
    // A photo just picked is still being fitted: the JPEG to send is waited for.
    setBusy(true);
    const { file, problem: pickProblem } = await picture.ready().finally(() => setBusy(false));
    // The order the form's fields are checked in, top to bottom.
    const problem = !hasVisibleText(mail)
      ? MSG.mailingAddressRequired
      : !reason
        ? MSG.reasonRequired
        : resident === 'yes' && !hostel
          ? MSG.hostelRequired
          : card !== 'yes' && card !== 'no'
            ? MSG.cardPossessionRequired
            : needsPhoto && file && file.size > MAX_PHOTO_BYTES
              ? MSG.fileTooLarge
              : needsPhoto && !file
                ? (pickProblem?.text ?? MSG.imageNotSelected)
                : null;
    if (problem) return toast.error(problem);
    const lib = lists.data?.libraries.find((l) => String(l.lib_id) === library);
    setBusy(true);
    try {
      if (needsPhoto && file) await uploadClearancePhoto(file);
      const r = await submitApplication({
        d_id: lib?.d_id ?? 406,
        hostel_id: resident === 'yes' ? Number(hostel) : null,
        mail_address: mail.trim(),
        reason: reason!,
        card_poss: card === 'yes' ? 1 : 0,
      });
      if (!r.success) {
        toast.error(r.msg);
        return;
      }
      // The success page says it (one message per event: no toast as well).
      navigate(`${PATHS.success}?kind=clearance`);
    } catch (e) {
      toast.error(isApiError(e) && e.status > 0 && e.message ? e.message : MSG.clearanceSubmitFailed);
    } finally {
      setBusy(false);
    }
  };

  if (refusal)
    return (
      <>
        <PageTitle>{t('clearance.applicationTitle')}</PageTitle>
        <CannotApply reason={refusal} link={{ to: PATHS.home, label: t('nav.Dashboard') }} />
      </>
    );

  return (
    <>
      <PageTitle>{t('clearance.applicationTitle')}</PageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack>
              <Textarea
                label={t('clearance.mailingAddress')}
                description={t('clearance.mailingAddressHint')}
                value={mail}
                onChange={(e) => setMail(e.currentTarget.value)}
                autosize
                minRows={2}
                maxLength={500}
              />
              <Select
                label={t('clearance.reason')}
                placeholder={t('clearance.selectReason')}
                data={CLEARANCE_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
                value={reason}
                onChange={setReason}
              />
              <Select
                label={t('clearance.library')}
                data={(lists.data?.libraries ?? []).map((l) => ({ value: String(l.lib_id), label: l.lib_name }))}
                value={library}
                onChange={setLibrary}
                allowDeselect={false}
              />
              <Radio.Group label={t('clearance.resideInHostel')} value={resident} onChange={setResident}>
                <Radio value="yes" label={t('common.yes')} mt={4} />
                <Radio value="no" label={t('common.no')} mt={4} />
              </Radio.Group>
              {resident === 'yes' && (
                <Select
                  label={t('clearance.hostel')}
                  placeholder={t('clearance.selectHostel')}
                  data={(lists.data?.hostels ?? []).map((h) => ({ value: String(h.hostel_id), label: h.hostel_name }))}
                  value={hostel}
                  onChange={setHostel}
                />
              )}
              <Radio.Group label={t('clearance.haveCard')} value={card} onChange={setCard}>
                <Radio value="yes" label={t('common.yes')} mt={4} />
                <Radio value="no" label={t('common.no')} mt={4} />
              </Radio.Group>
              {needsPhoto && <PhotoPicker field={picture} label={t('clearance.picture')} description={t('clearance.noPictureOnFile')} />}
              <Button onClick={submit} loading={busy} disabled={newStudent}>
                {t('clearance.submitApplication')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Paper withBorder radius="md" p="md">
              <SectionTitle size="h5" mb="xs">
                {t('clearance.requiredDocuments')}
              </SectionTitle>
              <List size="sm" spacing={4}>
                {REQUIRED_DOCUMENTS.map((d) => (
                  <List.Item key={d}>{t(`clearance.${d}`)}</List.Item>
                ))}
              </List>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <SectionTitle size="h5" mb="xs">
                {t('clearance.processing')}
              </SectionTitle>
              <Text size="sm">{t('clearance.fee', { fee: formatRupees(CLEARANCE_PROCESSING.fee) })}</Text>
              <Text size="sm">{t('clearance.processingTime', { time: lang === 'en' ? CLEARANCE_PROCESSING.workingDays : t('clearance.workingDays') })}</Text>
              <Text size="sm">{t('clearance.collection', { place: lang === 'en' ? CLEARANCE_PROCESSING.collection : t('clearance.registrarOffice') })}</Text>
            </Paper>
            <Alert variant="light" color="blue">
              {t('clearance.followProgress')}
            </Alert>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
