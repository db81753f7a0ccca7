import { consumerNumberOf } from '@portal/domain';
import type { Config } from '../config.js';

/**
 * A challan's consumer number for the banks' bill payment (printed on the challan, shown beside it), or
 * undefined when the bill-payment calls are off (no BPS_USERNAME): then no bank could take it.
 */
export const consumerNumberFor = (config: Pick<Config, 'BPS_USERNAME' | 'BPS_PREFIX'>, challanId: number): string | undefined =>
  showsConsumerNumbers(config) ? consumerNumberOf(config.BPS_PREFIX, challanId) : undefined;

/** Whether challans carry consumer numbers: the banks' calls are on. */
export const showsConsumerNumbers = (config: Pick<Config, 'BPS_USERNAME'>) => !!config.BPS_USERNAME;
