// How generated text writes numbers, money and lists: one voice across every task.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');
/** $12.50 */
export const money = (cents: number) => usd.format(cents / 100);
export const num = (n: number) => count.format(n);
export const cap = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);
/** "a candle", "an evening candle". */
export const an = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
export const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);
/** Ends a sentence with one full stop, also after a name that ends in one ("Co., Ltd."). */
export const endSentence = (s: string) => (s.endsWith('.') ? s : `${s}.`);
export const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** "Tidewater Goods'", "Ningbo Glow's". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
