// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection } from '@vrmarket/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { renderInApp } from '../../testing/renderInApp.tsx';
import { CollectionFormDialog } from './CollectionFormDialog.tsx';
import { type CollectionFormValues, emptyCollectionForm } from './useCollectionForm.ts';

const QUESTION = 'Are you sure you want to create this Collection?';
const picture = (name: string) => new File(['png'], name, { type: 'image/png' });

/** The Create Collection form, saving through `save`; answers what was saved and what was shown saved. */
async function openForm(
  save: (values: CollectionFormValues) => Promise<Collection>,
  initial: CollectionFormValues = emptyCollectionForm,
) {
  const sent: CollectionFormValues[] = [];
  const saved: Collection[] = [];
  const closed: true[] = [];
  await renderInApp(
    <CollectionFormDialog
      title="Create Collection"
      confirmMessage={QUESTION}
      initial={initial}
      save={(values) => {
        sent.push(values);
        return save(values);
      }}
      onSaved={(collection) => saved.push(collection)}
      onClose={() => closed.push(true)}
    />,
  );
  const form = await screen.findByTestId('collection-form');
  return { form, sent, saved, closed };
}

/** Name, cover and avatar: what the rules ask for. */
async function fillIn(form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: /Collection name/ }), 'Pro2 Lofts');
  await user.upload(within(form).getByTestId('collection-cover-input'), picture('cover.png'));
  await user.upload(within(form).getByTestId('collection-avatar-input'), picture('avatar.png'));
}

const ok = (form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Ok' }));
const yes = async () =>
  user.click(
    within(await screen.findByRole('dialog', { name: /Create Collection/ })).getByRole('button', {
      name: 'Yes',
    }),
  );

// No pause between keystrokes: what is typed is checked, not the typing speed.
const user = userEvent.setup({ delay: null });

describe('the Create Collection form, before anything is saved', () => {
  it("Ok on the empty form names what is missing, in the spec's texts, and asks nothing", async () => {
    const { form, sent } = await openForm(async () => ({}) as Collection);
    await ok(form);
    within(form).getByText('Collection name is required');
    within(form).getByText('Cover image is required');
    within(form).getByText('Avatar image is required');
    expect(screen.queryByText(QUESTION)).toBeNull();

    await fillIn(form);
    expect(within(form).queryByText('Collection name is required')).toBeNull();
    expect(within(form).queryByText('Cover image is required')).toBeNull();
    expect(within(form).queryByText('Avatar image is required')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('a save the api refuses shows its message in the form, which stays; Ok again saves', async () => {
    let refuse = true;
    const created = { id: 9, collectionName: 'Pro2 Lofts' } as unknown as Collection;
    const { form, sent, saved } = await openForm(async () => {
      if (!refuse) return created;
      refuse = false;
      throw new ApiError(429, 'Too many requests', 'RATE_LIMITED');
    });
    await fillIn(form);
    await ok(form);
    await screen.findByText(QUESTION);
    await yes();
    const failure = await within(form).findByRole('alert');
    expect(failure.textContent).toBe('Too many requests. Please wait a moment and try again.');
    expect(within(form).getByRole('textbox', { name: /Collection name/ })).toHaveProperty(
      'value',
      'Pro2 Lofts',
    );
    expect(saved).toHaveLength(0);

    await ok(form);
    await yes();
    await expect.poll(() => saved).toEqual([created]);
    expect(sent.map((values) => values.collectionName)).toEqual(['Pro2 Lofts', 'Pro2 Lofts']);
    expect((sent[1]!.cover as File).name).toBe('cover.png');
    expect((sent[1]!.avatar as File).name).toBe('avatar.png');
  });

  it('Cancel with a change asks before leaving: Cancel keeps the form as typed, Confirm closes it', async () => {
    const stored = {
      collectionName: 'Pro2 Lofts',
      description: '',
      cover: '/api/media/c.png',
      avatar: '/api/media/a.png',
    };
    const { form, closed } = await openForm(async () => ({}) as Collection, stored);
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Now with a rooftop garden');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    let warning = await screen.findByRole('dialog', { name: 'Navigation warning!' });
    within(warning).getByText('Changes you made may not be saved, are you sure you want to leave?');
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    // Found once the closing question no longer hides the form from assistive technology.
    expect(await within(form).findByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Now with a rooftop garden',
    );
    expect(closed).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    warning = await screen.findByRole('dialog', { name: 'Navigation warning!' });
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(closed).toHaveLength(1);
  });

  it('Cancel without a change closes at once', async () => {
    const { form, closed } = await openForm(async () => ({}) as Collection);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(closed).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Navigation warning!' })).toBeNull();
  });
});
