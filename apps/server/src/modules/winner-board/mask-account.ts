/**
 * A winner's account as the public board shows it: enough for its owner and friends to recognise it,
 * too little to log in with or to find the member ('player01' → 'pl***01'). Short accounts keep less.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}
