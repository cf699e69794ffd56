import { createStore, useStore } from './createStore.ts';

/** Spec: "An error boundary shows the fallback page and sets a global error flag; 'Try again' clears it." */
const errorFlag = createStore(false);

export const setGlobalError = (value: boolean): void => errorFlag.set(value);

export const useGlobalError = (): boolean => useStore(errorFlag);
