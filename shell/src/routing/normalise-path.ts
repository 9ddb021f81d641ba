/** "/about/" -> "/about"; "" -> "/": the form routes and fragment slots are named in. */
export function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
