/** "PKR 18,000" */
export const formatRupees = (amount: number) => `PKR ${Math.round(amount).toLocaleString('en-US')}`;
