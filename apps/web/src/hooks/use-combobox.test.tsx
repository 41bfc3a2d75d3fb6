import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useCombobox } from './use-combobox';

afterEach(cleanup);

const stations = ['Howrah Junction (HWH)', 'Haora Maidan (HWM)', 'Harishpur (HPR)'];

function StationBox({ onChoose }: { onChoose: (station: string) => void }) {
  const [text, setText] = useState('');
  const items = text.length >= 1 ? stations : [];
  const box = useCombobox({ items, onChoose });
  return (
    <>
      <label htmlFor="station">Station</label>
      <input
        id="station"
        {...box.inputProps}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          box.onType();
        }}
      />
      <ul {...box.listboxProps} aria-label="Stations">
        {items.map((item, index) => (
          <li key={item} {...box.optionProps(index)}>
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

it('is a combobox: arrows move the active option, Enter picks it, Escape closes', async () => {
  const onChoose = vi.fn();
  render(<StationBox onChoose={onChoose} />);
  const input = screen.getByRole('combobox', { name: 'Station' });
  expect(input.getAttribute('aria-expanded')).toBe('false');
  await userEvent.type(input, 'H');
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('option')).toHaveLength(3);

  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  const active = screen.getByRole('option', { name: 'Haora Maidan (HWM)' });
  expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
  expect(active.getAttribute('aria-selected')).toBe('true');
  // Up from the first wraps to the last.
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  expect(input.getAttribute('aria-activedescendant')).toBe(
    screen.getByRole('option', { name: 'Harishpur (HPR)' }).id,
  );
  await userEvent.keyboard('{Enter}');
  expect(onChoose).toHaveBeenCalledWith('Harishpur (HPR)');
  expect(input.getAttribute('aria-expanded')).toBe('false');

  await userEvent.type(input, 'o');
  expect(input.getAttribute('aria-expanded')).toBe('true');
  await userEvent.keyboard('{Escape}');
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('picks on click without the box losing focus first', async () => {
  const onChoose = vi.fn();
  render(<StationBox onChoose={onChoose} />);
  const input = screen.getByRole('combobox', { name: 'Station' });
  await userEvent.type(input, 'H');
  await userEvent.click(screen.getByRole('option', { name: 'Howrah Junction (HWH)' }));
  expect(onChoose).toHaveBeenCalledWith('Howrah Junction (HWH)');
  expect(document.activeElement).toBe(input);
});
