import { useQuery } from '@tanstack/react-query';
import { headerLinksQuery } from './queries.ts';

export const useHeaderLinks = (enabled = true) => useQuery({ ...headerLinksQuery(), enabled });
