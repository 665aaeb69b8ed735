import { describe, expect, it } from "vitest";
import { invitationMail, passwordResetMail, signupReceivedMail } from "./emails";

describe("auth e-mails", () => {
  it("put the link in the text and the HTML", () => {
    const link = "http://acme.localhost:3000/app/public/reset-password?token=abc_DEF-123";
    const m = passwordResetMail({ tenantName: "Acme Law", name: "Pat Lee", link });
    expect(m.subject).toBe("Acme Law: reset your password");
    expect(m.template).toBe("auth.password_reset");
    expect(m.text).toContain(`Reset password: ${link}`);
    expect(m.html).toContain(`href="${link}"`);
    expect(m.text.startsWith("Hello Pat Lee,")).toBe(true);
  });

  it("escape names typed by users in the HTML, and keep them as typed in the text", () => {
    const m = signupReceivedMail({
      tenantName: "Acme Law",
      companyName: `<script>alert("x")</script> & Co`,
      contactName: "Eve",
      contactEmail: "eve@example.com",
      link: "http://acme.localhost:3000/app/employers",
    });
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(m.text).toContain(`registered <script>alert("x")</script> & Co as a client`);
  });

  it("name the company and the inviter in an invitation", () => {
    const m = invitationMail({ tenantName: "Acme Law", name: "", companyName: "Globex", inviterName: "Dana", link: "http://x/y?token=t" });
    expect(m.text).toContain("Dana of Acme Law invited you to manage the immigration cases of Globex.");
    expect(m.text.startsWith("Hello there,")).toBe(true);
  });
});
