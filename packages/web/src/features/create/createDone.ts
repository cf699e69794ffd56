/** What the create form hands to `/create-done` (router state): without it the page goes home. */
export interface CreateDoneState {
  nftId: string;
  image: string;
  title: string;
}

export function isCreateDoneState(value: unknown): value is CreateDoneState {
  const state = value as Partial<CreateDoneState> | null;
  return (
    typeof state?.nftId === 'string' && typeof state.image === 'string' && typeof state.title === 'string'
  );
}
