import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasemapChoice } from './basemap-choice';

/** A fresh control (the page policy is read once per module) with the server sending `policy`. */
async function renderControl(policy: string | null, choice: BasemapChoice = { kind: 'offline' }) {
  vi.resetModules();
  const headers: Record<string, string> = policy ? { 'content-security-policy': policy } : {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { headers }))),
  );
  const { BasemapControl } = await import('./basemap-control');
  const onChange = vi.fn<(choice: BasemapChoice) => void>();
  const close = vi.fn();
  render(<BasemapControl choice={choice} onChange={onChange} close={close} />);
  return { onChange, close };
}

describe('BasemapControl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('picks the street map in one click when the policy allows OpenFreeMap', async () => {
    const { onChange, close } = await renderControl(
      "connect-src 'self' https://tiles.openfreemap.org",
    );
    expect(screen.getByRole('button', { name: /Offline US map/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: /Street map/ }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'streets' });
    expect(close).toHaveBeenCalled();
  });

  it('disables the street map and says why when the policy leaves OpenFreeMap out', async () => {
    const { onChange } = await renderControl("default-src 'self'; connect-src 'self'");
    const streets = screen.getByRole('button', { name: /Street map/ });
    await waitFor(() => expect(streets).toBeDisabled());
    expect(streets).toHaveAccessibleDescription(
      'This site’s security policy does not allow maps from https://tiles.openfreemap.org. An administrator can add it to BASEMAP_ORIGINS.',
    );
    await userEvent.click(streets);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a typed style URL whose origin the policy does not allow, and keeps it', async () => {
    const { onChange } = await renderControl("connect-src 'self' https://tiles.openfreemap.org", {
      kind: 'custom',
      url: '/own/style.json',
    });
    const field = screen.getByRole('textbox', { name: 'Style URL' });
    expect(field).toHaveValue('/own/style.json');
    await waitFor(() => expect(screen.getByRole('button', { name: /Street map/ })).toBeEnabled());
    await userEvent.clear(field);
    await userEvent.type(field, 'https://tiles.example.com/style.json');
    await userEvent.click(screen.getByRole('button', { name: 'Use this basemap' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(
      /does not allow maps from https:\/\/tiles\.example\.com/,
    );
    expect(field).toHaveValue('https://tiles.example.com/style.json');

    await userEvent.clear(field);
    await userEvent.type(field, '/own/other.json');
    await userEvent.click(screen.getByRole('button', { name: 'Use this basemap' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'custom', url: '/own/other.json' });
  });

  it('sends a raster template with the attribution typed for it', async () => {
    const { onChange } = await renderControl(null);
    await userEvent.click(screen.getByRole('radio', { name: /Satellite or other raster tiles/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tile URL template' }),
      'https://sat.example.com/{{z}/{{x}/{{y}.jpg',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Attribution/ }), '© Sat Co');
    await userEvent.click(screen.getByRole('button', { name: 'Use this basemap' }));
    expect(onChange).toHaveBeenCalledWith({
      kind: 'raster',
      url: 'https://sat.example.com/{z}/{x}/{y}.jpg',
      attribution: '© Sat Co',
    });
  });
});
