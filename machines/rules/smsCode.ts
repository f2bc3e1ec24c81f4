/**
 * How long a member waits before a code (SMS or e-mail) may be sent again. The spec leaves the number open
 * (section 9: "SMS resend countdown in seconds: not shown"); the site's choice is 60 seconds, and the server's
 * resend interval and every form's countdown read this one number.
 */
export const SMS_RESEND_SECONDS = 60;
