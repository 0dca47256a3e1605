import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SEND_DELAY_MS, LIMITS } from '../../../../shared/constants';
import { ContactForm } from './contact-form';
import { CONTACT_SENT_MESSAGE } from './use-send-contact-message';

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <h1 id="title">Send Us a Message</h1>
      <ContactForm labelledBy="title" />
      <Toaster />
    </QueryClientProvider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function send() {
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact form', () => {
  it('is the "Send Us a Message" form, with an email-type email field', () => {
    renderForm();

    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe(
      String(LIMITS.contactMessageMax),
    );
  });

  it.each([
    ['everything is empty', {}],
    ['the name is blank', { Email: 'asha@example.com', Message: 'Hello', Name: '   ' }],
    ['the email is missing', { Name: 'Asha', Message: 'Hello' }],
    ['the message is missing', { Name: 'Asha', Email: 'asha@example.com', Subject: 'Hi' }],
  ])('asks for the required fields when %s, and sends nothing', async (_case, values) => {
    renderForm();
    for (const [label, value] of Object.entries(values)) fill(label, value);

    send();

    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email address before sending', async () => {
    renderForm();
    fill('Name', 'Asha');
    fill('Email', 'not-an-email');
    fill('Message', 'Hello');

    send();

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, and confirms only once a second has passed', async () => {
    reply(200, { success: true, id: '01JD8ZQ3V4W5X6Y7Z8A9BCDEFG' });
    renderForm();
    fill('Name', 'Asha');
    fill('Email', 'asha@example.com');
    fill('Message', 'Do you build stores?');
    const started = Date.now();

    send();

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(await screen.findByText(CONTACT_SENT_MESSAGE, {}, { timeout: 3000 })).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONTACT_SEND_DELAY_MS - 20);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      subject: '',
      message: 'Do you build stores?',
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
  });

  it("shows the server's reason when it refuses the message", async () => {
    reply(429, { detail: 'Too many messages from this address. Please try again in an hour.' });
    renderForm();
    fill('Name', 'Asha');
    fill('Email', 'asha@example.com');
    fill('Message', 'Hello again');

    send();

    expect(
      await screen.findByText(
        'Too many messages from this address. Please try again in an hour.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Hello again');
  });
});
