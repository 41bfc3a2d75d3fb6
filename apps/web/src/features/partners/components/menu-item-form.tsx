import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { PartnerMenuItem } from '../utils/onboarding-data';
import { hasProblems, menuItemProblems } from '../utils/step-rules';

const blank = { name: '', description: '', price: '', rating: '4', reviewCount: '0' };

/** Adds one dish to a category (SPEC.md §5 rules: name and price; rating 1–5 step 0.1; reviews ≥ 0). */
export function MenuItemForm({ onAdd }: { onAdd: (item: PartnerMenuItem) => void }) {
  const [text, setText] = useState(blank);
  const [flags, setFlags] = useState({ veg: true, bestseller: false, availability: true });
  const [submitted, setSubmitted] = useState(false);
  const problems = menuItemProblems(text);
  const shown = submitted ? problems : {};
  const field = (name: keyof typeof blank) => ({
    value: text[name],
    error: shown[name as keyof typeof shown],
    onChange: (event: { target: { value: string } }) => {
      setText((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  return (
    <div className="space-y-3 rounded-xl bg-stone-50 p-3 sm:p-4">
      <p className="text-sm font-semibold">Add a dish</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Dish name" {...field('name')} />
        <TextField
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...field('price')}
        />
        <TextField label="Description" className="sm:col-span-2" {...field('description')} />
        <TextField label="Rating" type="number" min={1} max={5} step={0.1} {...field('rating')} />
        <TextField label="Review count" type="number" min={0} step={1} {...field('reviewCount')} />
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {(
          [
            ['veg', 'Vegetarian'],
            ['bestseller', 'Bestseller'],
            ['availability', 'Available now'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={flags[key]}
              onChange={(event) => {
                setFlags((current) => ({ ...current, [key]: event.target.checked }));
              }}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          setSubmitted(true);
          if (hasProblems(problems)) return;
          onAdd({
            id: crypto.randomUUID(),
            name: text.name.trim(),
            description: text.description.trim(),
            price: Number(text.price),
            rating: Number(text.rating),
            reviewCount: Number(text.reviewCount),
            ...flags,
          });
          setText(blank);
          setSubmitted(false);
        }}
      >
        Add dish
      </Button>
    </div>
  );
}
