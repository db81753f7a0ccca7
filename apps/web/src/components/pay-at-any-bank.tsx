import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The line beside an unpaid challan: any bank branch, ATM, internet or mobile banking takes it by its consumer
 * number (1Bill / Kuickpay). Nothing when the answer carries no number (paid, or the banks' calls are off).
 */
export function PayAtAnyBank({ consumerNumber, challanId }: { consumerNumber?: string | null; challanId: number | string }) {
  const { t } = useTranslation();
  if (!consumerNumber) return null;
  return (
    // The sentence names the number; the code element may carry no name of its own.
    <Text size="xs" mt={4} data-testid={`consumer-number-${challanId}`}>
      {t('requests.payAtAnyBank')}{' '}
      <Code fw={700}>
        <bdi>{consumerNumber}</bdi>
      </Code>
    </Text>
  );
}
