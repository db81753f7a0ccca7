import { Button, Center, Divider, Group, Loader, Modal, Stack } from '@mantine/core';
import { type ClearanceContext, DEPT, dialogPermissions, isLocked, MSG } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../components/confirm';
import { ReasonedButton } from '../../../components/reasoned-button';
import { useSessionUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useChallans, useFeeInformation } from '../api/challans';
import { clearanceListKey, deleteClearanceRequest, downloadClearanceForm, useClearanceRequest } from '../api/clearance-requests';
import { ChallanSection } from './challan-section';
import { ClearanceHistory } from './clearance-history';
import { FeeInformationPanel } from './fee-information-panel';
import { OfficeUseForm } from './office-use-form';
import { ProgressTable } from './progress-table';
import { StudentInformation } from './student-information';
import { useTranslation } from 'react-i18next';

/**
 * The clearance request dialog: student information, the progress table, the treasurer's fee
 * information, the challans, the Office Use section, Delete/Save/Download and the history. Controls are
 * enabled by the same rules the server enforces (clearance/policy.ts).
 */
export function ClearanceRequestDialog({ tId, onClose }: { tId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const qc = useQueryClient();
  const detail = useClearanceRequest(tId);
  const challans = useChallans(tId);
  const isTreasurer = user?.D_ID === DEPT.TREASURER;
  const fee = useFeeInformation(tId, isTreasurer);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: ['clearance', 'detail', tId] }),
      qc.invalidateQueries({ queryKey: ['clearance', 'challans', tId] }),
      qc.invalidateQueries({ queryKey: ['clearance', 'fee-info', tId] }),
      qc.invalidateQueries({ queryKey: clearanceListKey }),
    ]);
  };

  const d = detail.data && detail.data.request.T_ID === tId ? detail.data : null;
  const ctx: ClearanceContext | null =
    d && user
      ? {
          user,
          rows: d.rows.map((r) => ({ D_ID: r.D_ID, REQ_ID: r.REQ_ID })),
          challans: (challans.data ?? []).map((c) => ({ CHALLAN_ID: c.CHALLAN_ID, D_ID: c.D_ID, CHALLAN_TYPE: c.CHALLAN_TYPE, PAID: c.PAID })),
          lock: isTreasurer
            ? fee.data
              ? { locked: isLocked(fee.data.lock) || fee.data.locked, failed: !!fee.data.lockError }
              : fee.isError
                ? { locked: false, failed: true }
                : null
            : null,
          feeSystem: isTreasurer ? (fee.data?.feeSystem ?? null) : null,
        }
      : null;
  const perms = ctx ? dialogPermissions(ctx) : null;

  const onDelete = async () => {
    if (!d || !(await confirm(MSG.confirmDeleteRecord))) return;
    setBusy(true);
    try {
      const r = await deleteClearanceRequest(d.request.T_ID);
      toast.success(r.msg);
      await qc.invalidateQueries({ queryKey: clearanceListKey });
      onClose();
    } catch {
      // the api client showed the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={tId != null} onClose={onClose} title={t('staff.clearanceRequest', { ref: d ? d.request.CLR_ID : '' })} size="90rem" centered>
      {!d || !ctx || !perms ? (
        <Center h={200}>{detail.isError ? t('staff.couldNotLoad') : <Loader />}</Center>
      ) : (
        <Stack gap="md">
          <StudentInformation request={d.request} />
          <Divider label={t('staff.requestProgress')} labelPosition="left" />
          <ProgressTable rows={d.rows} challans={challans.data ?? []} ownDept={user?.D_ID ?? null} />
          {isTreasurer && (
            <>
              <Divider label={t('staff.feeInformation')} labelPosition="left" />
              <FeeInformationPanel query={fee} />
            </>
          )}
          <Divider label={t('staff.challanInformation')} labelPosition="left" />
          <ChallanSection request={d.request} challans={challans.data ?? []} ctx={ctx} createReason={perms.createChallanReason} onChanged={refresh} />
          <Divider label={t('staff.officeUse')} labelPosition="left" />
          <OfficeUseForm
            key={`${d.request.T_ID}-${detail.dataUpdatedAt}`}
            request={d.request}
            rows={d.rows}
            ctx={ctx}
            readOnlyReason={perms.readOnlyReason}
            onSaved={refresh}
            extraButtons={
              <>
                <ReasonedButton color="red" variant="outline" onClick={onDelete} loading={busy} reason={perms.deleteRequestReason}>
                  {t('common.delete')}
                </ReasonedButton>
                <Button variant="light" onClick={() => void downloadClearanceForm(d.request.T_ID)}>
                  {t('common.download')}
                </Button>
              </>
            }
          />
          <Divider label={t('staff.history')} labelPosition="left" />
          <ClearanceHistory history={d.history} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
