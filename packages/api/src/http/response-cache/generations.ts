/**
 * Each signed-in user's last write, as a number that only grows: a user's kept answer is valid
 * while their generation is the one it was made in. At most `maxWriters` users are remembered;
 * beyond it all are forgotten at once (`onForget` drops every user's answers) and everyone stands
 * at a new floor, so no answer made before is taken as current.
 */
export function createWriteGenerations({
  maxWriters,
  onForget,
}: {
  maxWriters: number;
  onForget: () => void;
}) {
  const generations = new Map<number, number>();
  let writes = 0;
  /** Where users absent from `generations` stand (raised when it is emptied). */
  let floor = 0;
  function forgetAll() {
    generations.clear();
    floor = ++writes;
    onForget();
  }
  return {
    of: (user: number) => generations.get(user) ?? floor,
    wrote(user: number) {
      if (generations.size >= maxWriters && !generations.has(user)) forgetAll();
      generations.set(user, ++writes);
    },
    /** Every user's answers stop being current (another replica's writes may have been missed). */
    forgetAll,
  };
}
