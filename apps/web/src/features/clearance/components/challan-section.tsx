import { ActionIcon, Button, Group, NumberInput, Select, Table, Tooltip } from '@mantine/core';
import {
  type Challan,
  type ClearanceContext,
  canChangeChallan,
  canRecordPayment,
  challanHeadsFor,
  DEPT,
  formatDate,
  formatRupees,
  type Message,
  MSG,
} from '@portal/domain';
import { IconCash, IconDownload, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ChallanPaidBadge, ChallanTableHead, NoChallan } from '../../../components/challan-table';
import { confirm } from '../../../components/confirm';
import { ReasonedButton } from '../../../components/reasoned-button';
import { toast } from '../../../lib/toast';
import { createChallan, deleteChallan, downloadChallan, editChallan, recordPayment, useChallanHeads } from '../api/challans';
import type { ClearanceRequestDetail } from '../api/clearance-requests';
import { useTranslation } from 'react-i18next';
import { translateSaid } from '../../../i18n/messages';
import { headName, officeName } from '../../../i18n/names';
import '../english';

/** Head and amount inputs shared by Create Challan and Edit: only the heads the user's office issues. */
function ChallanFields({
  dId,
  head,
  amount,
  setHead,
  setAmount,
}: {
  dId: number | null;
  head: string | null;
  amount: string | number;
  setHead: (v: string | null) => void;
  setAmount: (v: string | number) => void;
}) {
  const { t } = useTranslation();
  const heads = { data: challanHeadsFor(dId, useChallanHeads().data ?? []) };
  return (
    <>
      <Select
        label={t('requests.description')}
        placeholder={t('staff.challanHead')}
        data={(heads.data ?? []).map((h) => ({ value: String(h.REQ_ID), label: headName(h.REQ_DEF, h.REQ_ID) }))}
        value={head}
        onChange={setHead}
        w={240}
        size="sm"
      />
      <NumberInput
        label={t('requests.amount')}
        placeholder="PKR"
        value={amount}
        onChange={setAmount}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        w={160}
        size="sm"
      />
    </>
  );
}

/** The challan table with Create Challan, Edit, Delete, Download and (treasurer) Record Payment. */
export function ChallanSection({
  request,
  challans,
  ctx,
  createReason,
  onChanged,
}: {
  request: ClearanceRequestDetail;
  challans: Challan[];
  ctx: ClearanceContext;
  /** Why the user cannot create a challan here (the policy's reason), or null. */
  createReason: Message | null;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [head, setHead] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [editing, setEditing] = useState<Challan | null>(null);
  const [editHead, setEditHead] = useState<string | null>(null);
  const [editAmount, setEditAmount] = useState<string | number>('');
  const [busy, setBusy] = useState(false);
  const isTreasurer = ctx.user.D_ID === DEPT.TREASURER;

  const run = async (f: () => Promise<{ msg: string; unchanged?: boolean }>) => {
    setBusy(true);
    try {
      const r = await f();
      if (r.unchanged) toast.info(r.msg);
      else toast.success(r.msg);
      await onChanged();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    if (!head || amount === '' || amount == null) return toast.error(MSG.challanNeedsBoth);
    if (await run(() => createChallan({ CLR_ID: request.CLR_ID, T_ID: request.T_ID, CH_TYPE: Number(head), CH_AMOUNT: amount }))) {
      setCreating(false);
      setHead(null);
      setAmount('');
    }
  };
  const saveEdit = async () => {
    if (!editing) return;
    if (!editHead || editAmount === '' || editAmount == null) return toast.error(MSG.challanEditNeedsBoth);
    if (await run(() => editChallan({ CH_ID: editing.CHALLAN_ID, CH_TYPE: Number(editHead), CH_AMOUNT: editAmount }))) setEditing(null);
  };
  const remove = async (c: Challan) => {
    if (await confirm(MSG.confirmDeleteChallan)) await run(() => deleteChallan(c.CHALLAN_ID));
  };
  const pay = async (c: Challan) => {
    if (await confirm(t('staff.confirmPayment', { id: c.CHALLAN_ID, amount: formatRupees(c.BAL) }), { danger: false, confirmLabel: t('staff.recordPayment') }))
      await run(() => recordPayment(c.CHALLAN_ID));
  };

  return (
    <div>
      <Group justify="space-between" mb="xs" align="flex-end">
        {creating ? (
          <Group align="flex-end" gap="xs">
            <ChallanFields dId={ctx.user.D_ID} head={head} amount={amount} setHead={setHead} setAmount={setAmount} />
            <Button size="sm" onClick={create} loading={busy}>
              {t('staff.addChallan')}
            </Button>
            <Button size="sm" variant="default" onClick={() => setCreating(false)}>
              {t('common.cancel')}
            </Button>
          </Group>
        ) : (
          <span />
        )}
        {!creating && (
          <ReasonedButton size="sm" variant="light" onClick={() => setCreating(true)} reason={createReason}>
            {t('staff.createChallan')}
          </ReasonedButton>
        )}
      </Group>
      {challans.length === 0 ? (
        <NoChallan />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder fz="sm" aria-label={t('requests.challans')}>
            <ChallanTableHead />
            <Table.Tbody>
              {challans.map((c) => {
                const change = canChangeChallan(ctx, c);
                const payment = canRecordPayment(ctx.user, c, ctx.feeSystem);
                const isEditing = editing?.CHALLAN_ID === c.CHALLAN_ID;
                return (
                  <Table.Tr key={c.CHALLAN_ID}>
                    <Table.Td>{c.CHALLAN_ID}</Table.Td>
                    <Table.Td>{officeName(c.D_NM, c.D_ID)}</Table.Td>
                    <Table.Td colSpan={isEditing ? 2 : 1}>
                      {isEditing ? (
                        <Group align="flex-end" gap="xs">
                          <ChallanFields dId={ctx.user.D_ID} head={editHead} amount={editAmount} setHead={setEditHead} setAmount={setEditAmount} />
                          <Button size="xs" onClick={saveEdit} loading={busy}>
                            {t('common.save')}
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                            {t('common.cancel')}
                          </Button>
                        </Group>
                      ) : (
                        headName(c.DES, c.CHALLAN_TYPE)
                      )}
                    </Table.Td>
                    {!isEditing && <Table.Td>{formatRupees(c.BAL)}</Table.Td>}
                    <Table.Td>{formatDate(c.DUE_DT)}</Table.Td>
                    <Table.Td>
                      <ChallanPaidBadge paid={c.PAID} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('staff.downloadBankChallan')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('tracker.downloadChallan', { id: c.CHALLAN_ID })}
                            onClick={() => void downloadChallan(c.CHALLAN_ID)}
                          >
                            <IconDownload size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={change.allowed ? t('common.edit') : translateSaid(change.message)}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('staff.editChallan', { id: c.CHALLAN_ID })}
                            disabled={!change.allowed}
                            onClick={() => {
                              setEditing(c);
                              setEditHead(String(c.CHALLAN_TYPE));
                              setEditAmount(c.BAL);
                            }}
                          >
                            <IconEdit size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={change.allowed ? t('common.delete') : translateSaid(change.message)}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('staff.deleteChallan', { id: c.CHALLAN_ID })}
                            disabled={!change.allowed}
                            onClick={() => void remove(c)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                        {isTreasurer && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="green"
                            leftSection={<IconCash size={14} />}
                            disabled={!payment.allowed}
                            onClick={() => void pay(c)}
                            aria-label={t('staff.recordPaymentOf', { id: c.CHALLAN_ID })}
                          >
                            {t('staff.recordPayment')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
