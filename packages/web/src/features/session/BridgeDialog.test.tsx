// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../testing/renderInApp.tsx';
import { BridgeDialog } from './HeaderDialogs.tsx';

describe('the Bridge NFT dialog', () => {
  it("frames the operator's bridge widget (BRIDGE_URL), titled for screen readers", async () => {
    await renderInApp(<BridgeDialog open url="https://bridge.example/widget?chain=56" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bridge NFT' });
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://bridge.example/widget?chain=56');
    expect(frame?.getAttribute('title')).toBe('Bridge NFT');
    // The widget runs its own scripts and forms; it gets no access to the top page's navigation.
    expect(frame?.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
    expect(screen.queryByText('The bridge is not configured on this marketplace.')).toBeNull();
  });

  it('says so when no bridge widget is set up, and Close closes it', async () => {
    const onClose = vi.fn();
    await renderInApp(<BridgeDialog open url={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bridge NFT' });
    expect(dialog.querySelector('iframe')).toBeNull();
    await screen.findByText('The bridge is not configured on this marketplace.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
