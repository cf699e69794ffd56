import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';
import { makeNewsletterSchema } from './newsletter.ts';
import { addAttachments, attachmentsProblem, isValidPhone, makeRecommendFormSchema } from './recommend.ts';

const img = (name: string, size = 10) => ({ name, size });
const valid = {
  email: 'a@b.co',
  phoneNumber: '0123456789',
  category: 'vrHomes',
  description: '',
  attachments: [],
};
const messagesOf = (input: unknown) =>
  makeRecommendFormSchema()
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('email and phone', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    [' user@example.com ', true],
    ['user@example', false],
    ['user@.com', false],
    ['@example.com', false],
    ['user example@x.com', false],
    ['', false],
  ])('email %j valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ['0123456789', true],
    ['012345678', false],
    ['01234567890', false],
    ['01234e6789', false],
    ['+123456789', false],
  ])('phone %j valid: %s', (phone, validPhone) => {
    expect(isValidPhone(phone)).toBe(validPhone);
  });
});

describe('recommend form', () => {
  it('passes a valid form', () => {
    expect(messagesOf(valid)).toBeUndefined();
  });

  it('required fields', () => {
    expect(messagesOf({ ...valid, email: '', phoneNumber: ' ', category: undefined })).toEqual([
      ['email', 'Email is required'],
      ['phoneNumber', 'Phone number is required'],
      ['category', 'Category is required'],
    ]);
  });

  it('invalid email and phone', () => {
    expect(messagesOf({ ...valid, email: 'x@', phoneNumber: '123' })).toEqual([
      ['email', 'Your email is invalid.'],
      ['phoneNumber', 'Your phone number is invalid.'],
    ]);
  });

  it('description at most 1000 characters', () => {
    expect(messagesOf({ ...valid, description: 'a'.repeat(1001) })).toEqual([
      ['description', 'Maximum  length is 1000 characters'],
    ]);
  });

  it('attachments: at most 5, distinct by name and size, png/jpg/jpeg under 50 MB', () => {
    const five = ['1', '2', '3', '4', '5'].map((n) => img(`${n}.png`));
    expect(attachmentsProblem(five)).toBeNull();
    expect(attachmentsProblem([...five, img('6.png')])).toEqual({ key: 'MAX_FILES_EXCEEDED' });
    expect(attachmentsProblem([img('a.png'), img('a.png')])).toEqual({ key: 'DUPLICATE_FILES' });
    expect(attachmentsProblem([img('a.png', 1), img('a.png', 2)])).toBeNull();
    expect(attachmentsProblem([img('a.pdf')])).toEqual({ key: 'IMAGE_FORMAT_NOT_SUPPORTED' });
    expect(attachmentsProblem([img('a.png', 52428801)])).toEqual({ key: 'MAX_FILE_SIZE_50MB' });
    expect(messagesOf({ ...valid, attachments: [img('a.png'), img('a.png')] })).toEqual([
      ['attachments', 'Duplicate files!'],
    ]);
    expect(messagesOf({ ...valid, attachments: [...five, img('6.png')] })).toEqual([
      ['attachments', 'You can only upload a maximum of 5 files'],
    ]);
  });

  it('addAttachments refuses a drop that would break a rule and keeps the list', () => {
    const first = addAttachments([], [img('a.png')]);
    expect(first).toEqual({ files: [img('a.png')], problem: null });
    expect(addAttachments(first.files, [img('a.png')])).toEqual({
      files: [img('a.png')],
      problem: { key: 'DUPLICATE_FILES' },
    });
  });
});

describe('newsletter', () => {
  it('needs a valid email and a solved captcha', () => {
    const schema = makeNewsletterSchema();
    expect(schema.parse({ email: ' a@b.io ', captcha: 'token' })).toEqual({
      email: 'a@b.io',
      captcha: 'token',
    });
    expect(schema.safeParse({ email: 'nope', captcha: 'token' }).error?.issues[0]?.message).toBe(
      'Your email is not valid!',
    );
    expect(schema.safeParse({ email: 'a@b.io', captcha: '' }).error?.issues[0]?.path).toEqual(['captcha']);
  });
});
