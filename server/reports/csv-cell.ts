// CSV injection (R-RPT-4): a spreadsheet runs a cell that starts with = + - @ (or a tab or a
// carriage return, which some of them skip before looking) as a formula. Such a cell gets a
// leading apostrophe, which spreadsheets show as text. A plain decimal number (-12.5) is data,
// not a formula, and stays as it is so amounts remain numbers.

const TRIGGER = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutraliseCsvCell(value: string): string {
  if (!TRIGGER.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}
