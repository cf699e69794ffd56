import type { ComponentType } from 'react';

/**
 * The features every page carries, handed to the layout by the router: shared components import
 * no feature, so the shell that composes them is given its parts instead of importing them.
 * Each is a component (not an element) so the layout keeps its own Suspense boundaries and a part
 * re-renders alone.
 */
export interface LayoutParts {
  /** The live event stream (renders nothing). */
  LiveUpdates: ComponentType;
  /** The ads ticker under the header. */
  AdTicker: ComponentType;
  /** The header's account area, and what stands in for it while its code loads. */
  HeaderAccount: ComponentType<{ compact: boolean }>;
  AccountPlaceholder: ComponentType<{ compact: boolean }>;
  /** The header's row of signed-in actions. */
  HeaderActions: ComponentType;
  /** The login-required dialog, open while the history entry asks for it. */
  LoginPrompt: ComponentType;
}
