import { type CreationBlock, creationBlock, routes } from '@vrmarket/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useProfile } from '../session/useProfile.ts';
import type { CreateFlowDialogsProps } from './CreateFlowDialogs.tsx';
import type { CreateDoneState } from './createDone.ts';
import { useCreateSettings } from './useCreateSettings.ts';

export interface CreateFlowOptions {
  /**
   * The form's top-level category (undefined while it loads): creating is allowed only when
   * ALLOW_CREATING lists its nftCategoryId, and outside NORMAL_CATEGORIES only to a pro
   * (R-CREATE-3, R-CREATE-4).
   */
  category: { id: number; nftCategoryId: number | null } | undefined;
  /** Creates the NFT once the user has confirmed; undefined when there is nothing to create. */
  create: (creator: { isAdmin: boolean }) => Promise<CreateDoneState | undefined>;
  /** After the success dialog; by default an admin goes to the NFT's detail, a creator to /create-done. */
  onSuccessClose?: (created: CreateDoneState, isAdmin: boolean) => void;
}

/**
 * What every create form shares (R-CREATE-4, R-CREATE-14, R-CREATE-17): whether the user is an
 * admin-market one, whether the category may be created, and the end of the flow: 'Do you want to
 * create this model?', the create call with its busy state, the error (R-ERR-11) and the success. A
 * form calls `ask()` when its fields are valid (or `fail(code)`), and renders
 * `<CreateFlowDialogs {...flow.dialogs} />`.
 */
export function useCreateFlow({ category, create, onSuccessClose }: CreateFlowOptions) {
  const navigate = useNavigate();
  const { profile } = useProfile();
  const isAdmin = profile?.is_admin_market === true;
  const settings = useCreateSettings();
  // A form opened at its address holds the select-type card's rules (an admin counts as pro).
  const blocked: CreationBlock | null =
    settings.data === undefined
      ? null
      : creationBlock(category, profile ? { isPro: profile.isPro || isAdmin } : null, settings.data);
  const creationAllowed = blocked === null;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateDoneState | null>(null);

  const confirm = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const done = await create({ isAdmin });
      if (done) setCreated(done);
    } catch (error) {
      setErrorCode(error instanceof ApiError && error.code ? error.code : 'PROCESS_FAILED');
    } finally {
      setBusy(false);
    }
  };

  const closeSuccess = () => {
    if (!created) return;
    if (onSuccessClose) {
      setCreated(null);
      onSuccessClose(created, isAdmin);
    } else if (isAdmin) navigate(routes.detail(created.nftId));
    else navigate(routes.createDone(), { state: created satisfies CreateDoneState });
  };

  const dialogs: CreateFlowDialogsProps = {
    confirming,
    onConfirm: () => void confirm(),
    onCancel: () => setConfirming(false),
    busy,
    errorCode,
    onErrorClose: () => setErrorCode(null),
    createdId: created?.nftId ?? null,
    isAdmin,
    onSuccessClose: closeSuccess,
  };
  return {
    isAdmin,
    creationAllowed,
    /** Why Done is not offered (the note in its place); null when creating is allowed. */
    blocked,
    busy,
    created,
    ask: () => setConfirming(true),
    fail: setErrorCode as (code: string) => void,
    dialogs,
  };
}
