const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** Amounts with 2 decimals (SPEC.md section 9). */
export const formatMoney = (amount: number) => moneyFormat.format(amount);
