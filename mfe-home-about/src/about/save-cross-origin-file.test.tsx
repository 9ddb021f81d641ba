import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCrossOriginFile } from './save-cross-origin-file';

function renderLink(href: string) {
  render(
    <a href={href} download="student-rules.pdf" onClick={(event) => saveCrossOriginFile(event, 'student-rules.pdf')}>
      Download
    </a>,
  );
  return screen.getByRole('link', { name: 'Download' });
}

describe('saveCrossOriginFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leaves a same-origin link to the browser', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const link = renderLink(`${window.location.origin}/student-rules.pdf`);
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches a cross-origin file and saves it under its name from a blob: URL', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:local/rules');
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    const link = renderLink('http://remote.test/student-rules.pdf');
    const notPrevented = fireEvent.click(link);

    expect(notPrevented).toBe(false);
    expect(fetchSpy).toHaveBeenCalledWith('http://remote.test/student-rules.pdf');
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:local/rules', download: 'student-rules.pdf' }]));
  });
});
