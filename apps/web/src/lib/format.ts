const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Amounts with 2 decimals (SPEC §9). */
export const formatMoney = (amount: number) => moneyFormat.format(amount);
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
