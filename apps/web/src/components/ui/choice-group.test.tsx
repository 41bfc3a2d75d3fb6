import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './choice-group';

const addresses = [
  { value: 1, label: 'HOME', hint: 'Flat 12, Rail Vihar Apartments, Paharganj, New Delhi, Delhi, 110055' },
  { value: 2, label: 'WORK', hint: 'Office 3, Rail Bhawan, New Delhi, Delhi, 110001' },
];

describe('ChoiceGroup', () => {
  afterEach(cleanup);

  it('names the group by its legend even when the legend is hidden, and each radio by its label and hint', () => {
    render(
      <ChoiceGroup
        legend="Delivery address"
        hideLegend
        columns={1}
        value={2}
        options={addresses}
        onChange={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Delivery address' });
    expect(group).toBeTruthy();
    const work = screen.getByRole('radio', { name: /WORK\s*Office 3, Rail Bhawan/ });
    expect((work as HTMLInputElement).checked).toBe(true);
    expect((work as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('Delivery address').className).toBe('sr-only');
  });

  it('checks nothing while there is no value, and reports the picked option', () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup legend="Delivery address" value={undefined} options={addresses} onChange={onChange} />,
    );
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.checked)).toEqual([false, false]);
    fireEvent.click(screen.getByRole('radio', { name: /HOME/ }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
