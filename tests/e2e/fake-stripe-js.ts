// A small fake of Stripe.js for the journeys, served with page.route in place of https://js.stripe.com/…
// (@stripe/stripe-js injects https://js.stripe.com/<release>/stripe.js). It implements only the documented
// parts the invoice link uses through @stripe/react-stripe-js: `Stripe(publishableKey)` with `elements({
// clientSecret })`, `elements.create("payment")` whose element mounts (a plain card-number field in the page
// instead of Stripe's iframe), emits "ready" and "change", and `confirmPayment({ elements, redirect })`, which
// posts to https://api.stripe.com/v1/payment_intents/<id>/confirm like the real one confirms at Stripe — the
// journey answers that request with page.route (and plays Stripe's webhook to the app) — then resolves
// `{ paymentIntent }` or `{ error }` as Stripe.js does. Also the few functions react-stripe-js checks for.
export const FAKE_STRIPE_JS = String.raw`(() => {
  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    const stripe = this;
    let mounted = null;
    stripe._publishableKey = publishableKey;
    stripe._registerWrapper = () => {};
    stripe.registerAppInfo = () => {};
    stripe.createToken = async () => ({ error: { message: "not in the fake" } });
    stripe.createPaymentMethod = async () => ({ error: { message: "not in the fake" } });
    stripe.confirmCardPayment = async () => ({ error: { message: "not in the fake" } });
    stripe.elements = (options) => {
      const clientSecret = (options && options.clientSecret) || "";
      const elements = {
        _clientSecret: clientSecret,
        update: () => {},
        fetchUpdates: async () => ({}),
        submit: async () => ({}),
        getElement: () => mounted,
        create: (type) => {
          const handlers = {};
          const emit = (name, payload) => (handlers[name] || []).forEach((cb) => cb(payload));
          let root = null;
          const element = {
            _type: type,
            mount: (target) => {
              const host = typeof target === "string" ? document.querySelector(target) : target;
              root = document.createElement("div");
              root.setAttribute("data-fake-stripe", type);
              const label = document.createElement("label");
              label.textContent = "Card number";
              label.htmlFor = "fake-stripe-card";
              const input = document.createElement("input");
              input.id = "fake-stripe-card";
              input.autocomplete = "cc-number";
              input.inputMode = "numeric";
              input.addEventListener("input", () => emit("change", { elementType: type, complete: input.value.replace(/\s/g, "").length >= 12, empty: input.value === "" }));
              root.append(label, input);
              host.appendChild(root);
              mounted = element;
              setTimeout(() => emit("ready", { elementType: type }), 0);
            },
            on: (name, cb) => {
              (handlers[name] = handlers[name] || []).push(cb);
              return element;
            },
            off: (name, cb) => {
              handlers[name] = (handlers[name] || []).filter((h) => h !== cb);
              return element;
            },
            once: (name, cb) => element.on(name, cb),
            update: () => {},
            focus: () => root && root.querySelector("input").focus(),
            blur: () => {},
            clear: () => {},
            collapse: () => {},
            unmount: () => {
              if (root) root.remove();
            },
            destroy: () => {
              if (root) root.remove();
              root = null;
              if (mounted === element) mounted = null;
            },
            _number: () => (root ? root.querySelector("input").value.replace(/\s/g, "") : ""),
          };
          return element;
        },
      };
      return elements;
    };
    stripe.confirmPayment = async ({ elements }) => {
      const secret = elements._clientSecret;
      const id = secret.split("_secret_")[0];
      const element = elements.getElement();
      const res = await fetch("https://api.stripe.com/v1/payment_intents/" + id + "/confirm", {
        method: "POST",
        // A CORS-simple request (no preflight); the key travels in the body as Stripe.js' own calls do.
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ key: publishableKey, client_secret: secret, "payment_method_data[type]": "card", "payment_method_data[card][number]": element ? element._number() : "" }).toString(),
      });
      const body = await res.json();
      if (!res.ok) return { error: body.error };
      return { paymentIntent: body };
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;
