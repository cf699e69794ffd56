// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Category, UPLOAD } from '@vrmarket/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, aliceProfile, renderInApp, signInAs } from '../../testing/renderInApp.tsx';
import { CreateUploadForm } from './CreateUploadForm.tsx';
import type { UploadFormKind } from './uploadForms.ts';

/** Uploads as the form sends them (XMLHttpRequest, for its progress): each kept until the test answers it. */
class PendingUpload {
  static sent: PendingUpload[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onabort?: () => void;
  onerror?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  open() {}
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send() {
    PendingUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  PendingUpload.sent = [];
  vi.unstubAllGlobals();
});

const models = { id: 54, name: 'vr3DNFTs', title: '3D NFTs', nftCategoryId: 54 } as unknown as Category;
const humans = {
  id: 56,
  name: 'Digital Humans',
  title: 'Digital Humans',
  nftCategoryId: 56,
} as unknown as Category;
const avatarSubs = [
  { id: 561, name: '2D Avatar', title: '2D Avatar', nftCategoryId: 56 },
  { id: 562, name: '3D Avatar', title: '3D Avatar', nftCategoryId: 56 },
] as unknown as Category[];

// 3D NFTs are open to everyone; Digital Humans to pro accounts (admins count as pro).
const settings: Answer = ['/v1/configs/app', 200, { allowCreating: [54, 56], normalCategories: [54] }];

async function openForm(
  { category = models, kind = 'model' as UploadFormKind, subCategories = [] as Category[] } = {},
  profile = aliceProfile,
) {
  vi.stubGlobal('XMLHttpRequest', PendingUpload);
  signInAs(profile);
  const rendered = await renderInApp(
    <CreateUploadForm category={category} kind={kind} subCategories={subCategories} />,
    { path: '/create/54', answers: [['/v1/profile', 200, profile], settings] },
  );
  const fileInput = rendered.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  // The file chooser's "All files" (or a drop): the form, not the browser, refuses a wrong type.
  const user = userEvent.setup({ applyAccept: false });
  return { user, choose: (file: File) => user.upload(fileInput, file) };
}

const glb = () => new File(['glTF'], 'panel.glb', { type: 'model/gltf-binary' });
const done = () => screen.getByRole('button', { name: 'Done' });

describe('the create upload form, before anything is created', () => {
  it('refuses a file of another type with the formats it takes, and sends nothing', async () => {
    const { choose } = await openForm();
    await screen.findByText('Add 3D/VR/AR model');
    await choose(new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'File format not supported! (Supported file formats: .glb, .gltf)',
    );
    screen.getByRole('button', { name: 'Try again / Choose another file' });
    expect(PendingUpload.sent).toHaveLength(0);
  });

  it('refuses a file over 50 MB, and sends nothing', async () => {
    const { choose } = await openForm();
    const large = glb();
    Object.defineProperty(large, 'size', { value: UPLOAD.maxBytes + 1 });
    await choose(large);
    expect(screen.getByRole('alert').textContent).toBe('File too large!');
    expect(PendingUpload.sent).toHaveLength(0);
  });

  it('Done without a file names the missing file; an emptied title is named first (R-VALID-17)', async () => {
    const { user } = await openForm();
    screen.getByText('New NFTs are checked by an admin before they show on the market.');
    await user.click(done());
    let dialog = await screen.findByRole('dialog', { name: 'No file chosen' });
    within(dialog).getByText('Please upload your file.');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    // Found once the closed dialog no longer hides the page from assistive technology.
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toMatch(/^vr3DNFTs \d{14}$/);
    await user.clear(title);
    await user.click(done());
    dialog = await screen.findByRole('dialog', { name: 'Invalid value' });
    within(dialog).getByText('Title is required.');
  });

  it('while the file goes up: its progress, Done disabled, and Cancel gives the chooser back', async () => {
    const { user, choose } = await openForm();
    await choose(glb());
    PendingUpload.sent[0]!.progress(0.4);
    await screen.findByText('Uploading… 40%');
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('40');
    expect(done().hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Choose a file' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(done().hasAttribute('disabled')).toBe(false);
  });

  it('with the file up, Done asks to confirm the creation', async () => {
    const { user, choose } = await openForm();
    await choose(glb());
    PendingUpload.sent[0]!.answer(201, { url: '/media/panel.glb', mediaType: 'model/gltf-binary', size: 4 });
    await screen.findByRole('button', { name: 'Try again / Choose another file' });
    await user.click(done());
    await screen.findByRole('dialog', { name: 'Do you want to create this model?' });
  });

  it('a category outside NORMAL_CATEGORIES says it needs a pro account, in place of Done', async () => {
    await openForm({ category: humans, kind: 'digitalHuman', subCategories: avatarSubs });
    await screen.findByText('This category needs a pro account.');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    screen.getByRole('button', { name: 'Back' });
  });
});

describe("the admin's create form of a category with sub categories", () => {
  const admin = { ...aliceProfile, username: 'admin', is_admin_market: true };
  const picture = () => new File(['png'], 'face.png', { type: 'image/png' });

  it('a picture selects 2D Avatar; picking 3D Avatar clears the file', async () => {
    const { user, choose } = await openForm(
      { category: humans, kind: 'digitalHuman', subCategories: avatarSubs },
      admin,
    );
    await choose(picture());
    PendingUpload.sent[0]!.answer(201, { url: '/media/face.png', mediaType: 'image/png', size: 3 });
    await screen.findByRole('img', { name: 'face.png' });
    const subCategory = screen.getByRole('combobox', { name: 'Sub category' });
    expect(subCategory.textContent).toContain('2D Avatar');

    await user.click(subCategory);
    await user.click(await screen.findByRole('option', { name: '3D Avatar' }));
    expect(screen.getByRole('combobox', { name: 'Sub category' }).textContent).toContain('3D Avatar');
    expect(screen.queryByRole('img', { name: 'face.png' })).toBeNull();
    screen.getByRole('button', { name: 'Choose a file' });
  });

  it('asks an admin for the price, and says so when it is missing', async () => {
    const { user, choose } = await openForm(
      { category: humans, kind: 'digitalHuman', subCategories: avatarSubs },
      admin,
    );
    expect(screen.queryByText('New NFTs are checked by an admin before they show on the market.')).toBeNull();
    await choose(picture());
    PendingUpload.sent[0]!.answer(201, { url: '/media/face.png', mediaType: 'image/png', size: 3 });
    await screen.findByRole('img', { name: 'face.png' });
    await user.click(done());
    const dialog = await screen.findByRole('dialog', { name: 'Invalid value' });
    within(dialog).getByText('Price is required and must be a number.');
  });
});
