// PDF downloads (terms of use, agreements): fetched through the core with the bearer header
// (a plain link would carry no session), then handed to the browser as a file.
import { DEFAULT_ERROR_TEXT } from '../../../domain/constants';
import { failureText } from '../sessionLoader';
import type { Requester, StepResult } from './calls';

export async function fetchPdf(core: Requester, path: string): Promise<StepResult<Uint8Array>> {
  try {
    const res = await core.request({
      method: 'GET',
      path,
      binaryResponse: true,
      hideAlertOnError: true,
    });
    if (res.ok && res.bytes) return { ok: true, value: res.bytes };
    return { ok: false, error: DEFAULT_ERROR_TEXT, errors: res.ok ? [] : res.errors, status: 400 };
  } catch (e) {
    return { ok: false, error: failureText(e), errors: [], status: null };
  }
}

/** Saves bytes as a file through a temporary object URL and a download link. */
export function saveFile(bytes: Uint8Array, fileName: string, mime = 'application/pdf'): void {
  const blob = new Blob([bytes.slice().buffer], { type: mime });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "desk-terms-of-use-2026-11.pdf" from a title and version. */
export function pdfFileName(title: string, version: string): string {
  const slug = `desk ${title} ${version}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.pdf`;
}
