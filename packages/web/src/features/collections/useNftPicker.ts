import { type Nft, TIMING_MS } from '@vrmarket/domain';
import { useEffect, useState } from 'react';
import { useNftList } from '../nfts/useNftList.ts';
import { toggled } from './SelectableNftGrid.tsx';

export const PICKER_PAGE_SIZE = 8;

/**
 * The My NFTs picker's state: the owner's NFTs not yet in a collection, searched (debounced like
 * the header search) and narrowed to a category, paged, with the selection kept across pages.
 */
export function useNftPicker(ownerAddress: string) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, Nft>>(new Map());

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setKeyword(text.trim());
      setPage(1);
    }, TIMING_MS.searchDebounce);
    return () => window.clearTimeout(timer);
  }, [text]);

  const list = useNftList({
    ownerAddress,
    isAddToCollection: true,
    keyword: keyword || undefined,
    categoryIds: categoryId === '' ? undefined : [categoryId],
    page,
    limit: PICKER_PAGE_SIZE,
  });

  return {
    list,
    text,
    setText,
    categoryId,
    setCategory: (id: number | '') => {
      setCategoryId(id);
      setPage(1);
    },
    page,
    setPage,
    selected,
    toggle: (nft: Nft) => setSelected((current) => toggled(current, nft)),
  };
}
