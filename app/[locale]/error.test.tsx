// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorTextsProvider } from '@/components/frame/ErrorTexts';
import ru from '@/messages/ru.json';
import PageError from './error';

// The page's [locale] segment, as Next's router gives it to the client.
const params: { locale?: string } = {};
vi.mock('next/navigation', () => ({ useParams: () => params }));

describe('the error page', () => {
  it('shows status 500 with the texts of the page language and retries on request', () => {
    params.locale = 'ru';
    const reset = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorTextsProvider texts={ru.Error}>
        <PageError error={new Error('boom')} reset={reset} />
      </ErrorTextsProvider>,
    );
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Внутренняя ошибка сервера');
    expect(screen.getByRole('link', { name: ru.Error.home })).toHaveAttribute('href', '/ru/');
    fireEvent.click(screen.getByRole('button', { name: ru.Error.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('falls back to the spec defaults without a provider', () => {
    params.locale = 'en';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageError error={new Error('boom')} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });
});
