import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/** A dialog that opens by itself (the after-login address prompt) and a drawer the person opens. */
function PromptAndDrawer() {
  const [prompt, setPrompt] = useState(true);
  const [drawer, setDrawer] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDrawer(true);
        }}
      >
        Account
      </button>
      <ModalDialog
        open={prompt}
        onClose={() => {
          setPrompt(false);
        }}
        onBlockedByOpenDialog={() => {
          setPrompt(false);
        }}
        labelledBy="prompt-title"
      >
        <h2 id="prompt-title">Add a delivery address</h2>
      </ModalDialog>
      <ModalDialog
        open={drawer}
        onClose={() => {
          setDrawer(false);
        }}
        labelledBy="drawer-title"
      >
        <h2 id="drawer-title">My account</h2>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('closes a dialog that yields when the person opens another one over it', async () => {
    render(<PromptAndDrawer />);
    expect(screen.getByRole('dialog', { name: 'Add a delivery address' })).toBeTruthy();
    // The tap that landed just before the prompt opened: its drawer opens now, over the prompt.
    fireEvent.click(screen.getByRole('button', { name: 'Account', hidden: true }));
    await screen.findByRole('dialog', { name: 'My account' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a delivery address' })).toBeNull();
    });
  });

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
