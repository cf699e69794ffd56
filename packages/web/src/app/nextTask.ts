/** Resolves in a task of its own: the browser handles input and paints before what follows. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
