/** What the create form hands to `/create-done` (router state): without it the page goes home. */
export interface CreateDoneState {
  nftId: string;
  image: string;
  title: string;
  /**
   * A claimed free home: verified at once (no admin review), shown as its model in the chosen
   * colour instead of the catalogue's picture.
   */
  home?: { modelUrl: string; color: string };
}

export function isCreateDoneState(value: unknown): value is CreateDoneState {
  const state = value as Partial<CreateDoneState> | null;
  const home = state?.home as Partial<NonNullable<CreateDoneState['home']>> | undefined;
  return (
    typeof state?.nftId === 'string' &&
    typeof state.image === 'string' &&
    typeof state.title === 'string' &&
    (home === undefined || (typeof home.modelUrl === 'string' && typeof home.color === 'string'))
  );
}
