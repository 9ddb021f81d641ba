import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SchoolThemeProvider } from '../theme';
import { AreaRoot } from '../area/area-root';
import { renderInArea, testAreaProps } from '../testing';
import { DialogLink } from './dialog-link';

const Story = ({ onOpen }: { onOpen: () => void }) => (
  <SchoolThemeProvider>
    <p id="title">Twelve Pupils Complete the Memorisation</p>
    <DialogLink aria-describedby="title" href="/news-events/stories/hifz" onOpen={onOpen}>
      Read more
    </DialogLink>
  </SchoolThemeProvider>
);

describe('DialogLink', () => {
  it('is a link to the page of its own in the HTML, which needs no code', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Story onOpen={() => {}} />);
    const link = page.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/news-events/stories/hifz');
    expect(link.getAttribute('aria-describedby')).toBe('title');
    expect(link.textContent).toBe('Read more');
    expect(page.querySelector('button')).toBeNull();
  });

  it('becomes a button once the code runs the hydrated page, before the area says it has mounted', async () => {
    const onOpen = vi.fn();
    const renders = vi.fn();
    const Beside = () => {
      renders();
      return <p>Beside the story</p>;
    };
    const page = (opened: () => void) => () => (
      <>
        <Beside />
        <Story onOpen={opened} />
      </>
    );
    const props = testAreaProps({ path: '/news-events' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <AreaRoot area="news" Root={page(() => {})} staticLocation="/news-events" {...props} />,
    );
    document.body.append(container);
    renders.mockClear();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const atCommit: string[] = [];
    const onCommit = () => atCommit.push(container.querySelector('[aria-describedby]')!.tagName);
    const root = await act(async () =>
      hydrateRoot(container, <AreaRoot area="news" Root={page(onOpen)} hydrating onCommit={onCommit} {...props} />, {
        onRecoverableError: recoverable,
      }),
    );
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(button).toHaveAccessibleDescription('Twelve Pupils Complete the Memorisation');
    // Told of the commit once, when the page already has the button: a held tap replayed then finds it.
    expect(atCommit).toEqual(['BUTTON']);
    // The change renders again what reads it, not the page around it.
    expect(renders).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('is a button at once when the code renders it alone', async () => {
    const onOpen = vi.fn();
    renderInArea(<Story onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('stays the link where the engine has no modal dialogs (Safari before 15.4)', async () => {
    const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal')!;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    try {
      renderInArea(<Story onOpen={() => {}} />);
      expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/news-events/stories/hifz');
      expect(screen.queryByRole('button')).toBeNull();
    } finally {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal);
    }
  });
});
