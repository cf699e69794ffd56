import { useQuery } from '@tanstack/react-query';
import { categoryTreeQuery } from './queries.ts';

export const useCategoryTree = () => useQuery(categoryTreeQuery());
