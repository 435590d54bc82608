// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ErrorTextsProvider } from '@/components/frame/ErrorTexts';
import ru from '@/messages/ru.json';
import PageError from './error';

describe('the error page', () => {
  it('shows status 500 with the texts of the page language and retries on request', () => {
    const reset = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <NextIntlClientProvider locale="ru" messages={null}>
        <ErrorTextsProvider texts={ru.Error}>
          <PageError error={new Error('boom')} reset={reset} />
        </ErrorTextsProvider>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Внутренняя ошибка сервера');
    expect(screen.getByRole('link', { name: ru.Error.home })).toHaveAttribute('href', '/ru/');
    fireEvent.click(screen.getByRole('button', { name: ru.Error.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('falls back to the spec defaults without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <NextIntlClientProvider locale="en" messages={null}>
        <PageError error={new Error('boom')} reset={() => {}} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });
});
