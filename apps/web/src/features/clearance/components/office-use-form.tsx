import { Button, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type ClearanceContext, type ClearanceRow, canSetStatus, ownRow, STATUS_NAMES } from '@portal/domain';
import { type ReactNode, useState } from 'react';
import { toast } from '../../../lib/toast';
import { type ClearanceRequestDetail, updateClearanceRow, useClearanceStatusOptions } from '../api/clearance-requests';

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
  const own = ownRow(ctx.user, ctx.rows);
  const current = own ? rows.find((r) => r.D_ID === own.D_ID) : undefined;
  const options = useClearanceStatusOptions();
  const [status, setStatus] = useState<string | null>(own ? String(own.REQ_ID) : null);
  const [venue, setVenue] = useState(current?.VENUE ?? '');
  const [comment, setComment] = useState(current?.COMMENT ?? '');
  const [saving, setSaving] = useState(false);

  const data = (options.data ?? []).map((o) => ({ value: String(o.REQ_ID), label: o.REQ_DEF }));
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
      const r = await updateClearanceRow({ CLR_ID: request.CLR_ID, T_ID: request.T_ID, STATUS: Number(status), COMMENT: comment, VENUE: venue });
      toast.success(r.msg);
      await onSaved();
    } catch {
      // the api client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <div id="office-use">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Venue" value={venue} onChange={(e) => setVenue(e.currentTarget.value)} disabled={readOnly} maxLength={200} />
        <Select label="Status" data={data} value={status} onChange={setStatus} disabled={readOnly} allowDeselect={false} />
        <Textarea
          label="Comment/Feedback"
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
          Save
        </Button>
      </Group>
    </div>
  );
}
