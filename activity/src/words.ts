// The page's words, from the bot's own Fluent files (served at
// /locales/CODE.ftl), with English beneath for a message a locale lacks.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";

export class Words {
  private constructor(private readonly bundles: FluentBundle[]) {}

  static async load(locale: string): Promise<Words> {
    const codes = locale === "en-US" ? ["en-US"] : [locale, "en-US"];
    const bundles: FluentBundle[] = [];
    for (const code of codes) {
      const response = await fetch(`/locales/${code}.ftl`);
      if (!response.ok) continue;
      // No bidi isolation marks around variables: the page isolates names itself.
      const bundle = new FluentBundle(code, { useIsolating: false });
      bundle.addResource(new FluentResource(await response.text()));
      bundles.push(bundle);
    }
    return new Words(bundles);
  }

  text(id: string, args: Record<string, FluentVariable> = {}): string {
    for (const bundle of this.bundles) {
      const message = bundle.getMessage(id);
      if (message?.value) return bundle.formatPattern(message.value, args);
    }
    return id;
  }
}
