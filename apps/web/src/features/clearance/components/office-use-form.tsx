import { Button, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CLEARANCE_MSG, type ClearanceContext, type ClearanceRow, canSetStatus, ownRow, STATUS_NAMES } from '@portal/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { type ClearanceRequestDetail, updateClearanceRow, useClearanceStatusOptions } from '../api/clearance-requests';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import { openConfirmModal } from '../../../components/modal-host';

/**
 * Office Use: Venue, Status (the department's list from the server) and Comment/Feedback of the
 * user's own row. Save checks the same rules as the server first and shows the spec's message.
 */
export function OfficeUseForm({
  request,
  rows,
  ctx,
  readOnly,
  onSaved,
  extraButtons,
}: {
  request: ClearanceRequestDetail;
  rows: ClearanceRow[];
  ctx: ClearanceContext;
  readOnly: boolean;
  onSaved: () => Promise<void>;
  extraButtons: ReactNode;
}) {
  const { t } = useTranslation();
  const own = ownRow(ctx.user, ctx.rows);
  const current = own ? rows.find((r) => r.D_ID === own.D_ID) : undefined;
  const options = useClearanceStatusOptions();
  const [status, setStatus] = useState<string | null>(own ? String(own.REQ_ID) : null);
  const [venue, setVenue] = useState(current?.VENUE ?? '');
  const [comment, setComment] = useState(current?.COMMENT ?? '');
  const [saving, setSaving] = useState(false);
  // A reload (after a save, or after someone else's save) shows the row as it now is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the row's version changes
  useEffect(() => {
    setStatus(own ? String(own.REQ_ID) : null);
    setVenue(current?.VENUE ?? '');
    setComment(current?.COMMENT ?? '');
  }, [current?.VERSION]);

  const data = (options.data ?? []).map((o) => ({ value: String(o.REQ_ID), label: t(`status.${o.REQ_DEF}`, { defaultValue: o.REQ_DEF }) }));
  if (own && !data.some((o) => o.value === String(own.REQ_ID)))
    data.unshift({ value: String(own.REQ_ID), label: STATUS_NAMES[own.REQ_ID] ?? String(own.REQ_ID) });

  const save = async () => {
    if (!status) return;
    const decision = canSetStatus(ctx, { STATUS: Number(status), COMMENT: comment });
    if (!decision.allowed && decision.status !== 503) {
      toast.error(decision.reason);
      return;
    }
    setSaving(true);
    try {
      const r = await updateClearanceRow({
        CLR_ID: request.CLR_ID,
        T_ID: request.T_ID,
        STATUS: Number(status),
        COMMENT: comment,
        VENUE: venue,
        VERSION: current?.VERSION,
      });
      toast.success(r.msg);
      await onSaved();
    } catch (e) {
      if (isApiError(e) && e.message === CLEARANCE_MSG.staleRow) {
        // Someone else saved this row after it was opened (row version): offer to reload it.
        openConfirmModal({
          title: t('staff.rowChanged'),
          children: translateMessage(e.message, e.msgCode),
          labels: { confirm: t('staff.reload'), cancel: t('staff.keepEditing') },
          onConfirm: () => void onSaved(),
        });
      } else if (isApiError(e)) toast.error(e.message, { code: e.msgCode });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div id="office-use">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('staff.venue')} value={venue} onChange={(e) => setVenue(e.currentTarget.value)} disabled={readOnly} maxLength={200} />
        <Select label={t('staff.status')} data={data} value={status} onChange={setStatus} disabled={readOnly} allowDeselect={false} />
        <Textarea
          label={t('staff.commentFeedback')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          disabled={readOnly}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={1000}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        {extraButtons}
        <Button onClick={save} loading={saving} disabled={readOnly || !own}>
          {t('common.save')}
        </Button>
      </Group>
    </div>
  );
}
