import { errorMessage, guideLibraryMessages, guideUploadMaxBytes } from '@tenants/shared';
import { statusOf } from '../../common/lib/errors';

/** A file's first bytes as Latin-1 text (FileReader: in every browser, and in the tests' jsdom). */
const firstBytes = (file: Blob, count: number) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => resolve('');
    reader.readAsBinaryString(file.slice(0, count));
  });

/** The file's own problem, by the library's rules (its bytes start `%PDF-`; at most 10 MB), before it is sent. */
export async function fileProblem(file: File | null): Promise<string | undefined> {
  if (!file) return guideLibraryMessages.notPdf;
  if (file.size > guideUploadMaxBytes) return guideLibraryMessages.tooLarge;
  return (await firstBytes(file, 5)) === '%PDF-' ? undefined : guideLibraryMessages.notPdf;
}

/** The API's refusal of a file (400 not a PDF, 413 too large) belongs beside the file input; anything else is a toast. */
export const fileRefusal = (error: unknown) => (statusOf(error) === 400 || statusOf(error) === 413 ? errorMessage(error) : undefined);
