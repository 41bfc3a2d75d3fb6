import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog';

function PickerLike() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Select Location on Map
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        labelledBy="picker-title"
      >
        <h2 id="picker-title">Select Location on Map</h2>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
          }}
        >
          Select Location
        </button>
      </ModalDialog>
    </>
  );
}

function MountedWhileOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Change Location on Map
      </button>
      {open && (
        <ModalDialog
          open
          onClose={() => {
            setOpen(false);
          }}
          labelledBy="picker-title"
        >
          <h2 id="picker-title">Pick a place</h2>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
            }}
          >
            Select Location
          </button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('gives focus back to the opener when its owner unmounts it (the lazy map picker)', () => {
    render(<MountedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Change Location on Map' });
    opener.focus();
    fireEvent.click(opener);
    const inside = screen.getByRole('button', { name: 'Select Location', hidden: true });
    act(() => {
      inside.focus();
    });
    fireEvent.click(inside);
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to the control that opened it when its content closes it', () => {
    render(<PickerLike />);
    const opener = screen.getByRole('button', { name: 'Select Location on Map' });
    opener.focus();
    fireEvent.click(opener);
    const inside = screen.getByRole('button', { name: 'Select Location', hidden: true });
    act(() => {
      inside.focus();
    });
    fireEvent.click(inside);
    expect(document.activeElement).toBe(opener);
  });
});
