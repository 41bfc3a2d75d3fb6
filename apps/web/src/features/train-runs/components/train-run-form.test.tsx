import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, saveCredential } from '@/lib/session';
import { jsonResponse, stubApi } from '@/testing/order-fixtures';
import { TrainRunForm } from './train-run-form';

beforeEach(() => {
  saveCredential({ token: 'tok', roleType: 'admin' });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderForm(reporter: 'admin' | 'partner', answer: () => Response) {
  const fetchMock = stubApi({ [`/api/${reporter}/train-run`]: answer });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<TrainRunForm reporter={reporter} />, { wrapper });
  return fetchMock;
}

const run = {
  trainNumber: '12301',
  startDate: '2026-12-07',
  source: 'admin',
  updatedAt: '2026-12-06T06:30:00.000Z',
};

describe('TrainRunForm (ADR 031)', () => {
  it('records a delay and says how many open orders it re-times', async () => {
    const fetchMock = renderForm('admin', () =>
      jsonResponse(200, {
        success: true,
        data: { run: { ...run, delayMinutes: 75, cancelled: false }, openOrders: 2 },
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Train number'), '12301');
    await user.type(screen.getByLabelText('Date it left its origin'), '2026-12-07');
    await user.clear(screen.getByLabelText('Delay (minutes)'));
    await user.type(screen.getByLabelText('Delay (minutes)'), '75');
    await user.click(screen.getByRole('button', { name: 'Record delay' }));
    expect(
      await screen.findByText(
        'Recorded: train 12301 that left its origin on 2026-12-07 is running 75 min late. 2 open orders will be re-timed within a minute; those that can no longer be delivered are cancelled and refunded in full.',
      ),
    ).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      trainNumber: '12301',
      startDate: '2026-12-07',
      delayMinutes: 75,
      cancelled: false,
    });
  });

  it('checks the fields before sending, and records a cancellation without a delay', async () => {
    const fetchMock = renderForm('partner', () =>
      jsonResponse(200, {
        success: true,
        data: { run: { ...run, source: 'partner', delayMinutes: 0, cancelled: true }, openOrders: 0 },
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Train number'), '123');
    await user.clear(screen.getByLabelText('Delay (minutes)'));
    await user.type(screen.getByLabelText('Delay (minutes)'), '1441');
    await user.click(screen.getByRole('button', { name: 'Record delay' }));
    expect(await screen.findByText('The train number is 5 digits, like 12301')).toBeTruthy();
    expect(screen.getByText(/from 0 to 1440 \(a day\)/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Train number'), '01');
    await user.type(screen.getByLabelText('Date it left its origin'), '2026-12-07');
    await user.click(screen.getByLabelText('The railway cancelled this train'));
    expect(screen.queryByLabelText('Delay (minutes)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record cancellation' }));
    expect(await screen.findByText(/is cancelled\. No open order goes to this run\./)).toBeTruthy();
  });

  it('shows the server’s refusal, such as a train the partner does not serve', async () => {
    renderForm('partner', () =>
      jsonResponse(403, {
        success: false,
        error: {
          code: 'TRAIN_NOT_SERVED',
          message:
            "None of your restaurants serves a station on train 12301's route, so you cannot report on it.",
        },
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Train number'), '12301');
    await user.type(screen.getByLabelText('Date it left its origin'), '2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Record delay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "None of your restaurants serves a station on train 12301's route, so you cannot report on it.",
    );
  });
});
