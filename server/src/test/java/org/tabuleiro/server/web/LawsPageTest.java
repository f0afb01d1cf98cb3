package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The rule books (/leis): reached from the header, every article numbered with its anchor, the search box hiding the
 * articles without the words, an address with an article's number scrolling to it, and a 360 px phone.
 */
class LawsPageTest extends BrowserTestBase {
  private static Locator article(Page page, String number) {
    return page.locator("section.law[id='" + number + "']");
  }

  /** The article's top is inside the window (it was scrolled to). */
  private static void assertInView(Page page, String number) {
    // The article may not be drawn yet (its text is still being read): wait for it, then for the scroll.
    page.waitForFunction("n => { const e = document.getElementById(n); if (!e) return false; const r = e.getBoundingClientRect();"
        + " return r.top >= -2 && r.top < window.innerHeight / 2; }", number);
  }

  private static void viewShot(Page page, String name) {
    page.waitForTimeout(300);
    page.screenshot(new Page.ScreenshotOptions().setPath(Browsers.SHOTS.resolve(name + ".png")));
  }

  @Test
  void theChessLawsAreNumberedSearchableAndCitable() {
    try (BrowserContext c = browsers.context(1280, 900)) {
      Page page = c.newPage();
      page.navigate("/");
      assertThat(page.locator("header a[href='/leis/xadrez']")).isHidden();   // under the header's "Mais"
      page.getByTestId("more").click();
      assertThat(page.locator("header a[href='/leis/xadrez']")).isVisible();
      viewShot(page, "header-more-open");
      page.click("header a[href='/leis/xadrez']");
      assertThat(page.locator("h1")).hasText("Leis do Xadrez da FIDE");
      assertThat(article(page, "3.8.2").locator(".law-title")).hasText("O roque");
      assertThat(article(page, "3.8.2").locator("a.law-num")).hasText("3.8.2");
      for (String n : List.of("1", "3.7.3.1", "3.8.2.2", "5.2.2", "6.9", "7.5.5", "9.2", "9.6", "9.6.2", "11.3.2", "12.9",
          "A", "A.4", "A.4.2", "B.2", "C.3", "D", "I", "II.2", "III.5")) {
        assertThat(article(page, n)).hasCount(1);
      }
      assertTrue(page.locator("section.law").count() > 200, "every article of the Laws, not a summary");
      assertThat(page.locator(".laws-official a[href='https://handbook.fide.com/chapter/E012023']")).hasCount(1);
      assertThat(article(page, "3.8.2").locator("figure .cg-wrap piece").first()).isAttached();  // the castling diagram
      viewShot(page, "laws-chess");

      Locator search = page.getByTestId("laws-search");
      search.fill("roque");
      assertThat(page.getByTestId("laws-status")).hasText(Pattern.compile("\\d+ artigos encontrados"));
      assertThat(article(page, "3.8.2")).isVisible();
      assertThat(article(page, "3.8.2").locator("mark").first()).hasText("roque");
      assertThat(article(page, "9.6.2")).isHidden();
      assertThat(article(page, "1.1")).isHidden();
      viewShot(page, "laws-chess-search");

      search.fill("EN PASSANT");  // case and accents ignored
      assertThat(article(page, "3.7.3.1")).isVisible();
      assertThat(article(page, "3.8.2")).isHidden();
      assertThat(page.locator(".laws-toc li[data-for='3.8']")).isHidden();
      assertTrue(page.url().contains("q=EN+PASSANT") || page.url().contains("q=EN%20PASSANT"), page.url());

      search.fill("promocao");
      assertThat(article(page, "3.7.3.3")).isVisible();
      assertThat(article(page, "3.7.3.3").locator("mark").first()).hasText("Promoção");

      search.fill("rei");  // a word typed matches where a word starts: "rei", "reis", not "direito"
      assertThat(article(page, "3.8")).isVisible();
      assertThat(article(page, "11.9")).isHidden();   // "tem direito de pedir ao árbitro..."

      search.fill("zzzz");
      assertThat(page.getByTestId("laws-status")).hasText("Nenhum artigo contém “zzzz”.");
      assertThat(page.locator("section.law:visible")).hasCount(0);
      search.fill("");
      assertThat(article(page, "1.1")).isVisible();
      assertThat(page.locator("section.law mark")).hasCount(0);

      page.locator(".laws-toc a[href='#A.4']").click();
      assertInView(page, "A.4");
      assertTrue(page.url().endsWith("#A.4"), page.url());

      page.navigate("/leis/xadrez#9.6.2");  // a citation, opened afresh
      assertThat(article(page, "9.6.2")).hasClass(Pattern.compile("\\btarget\\b"));
      assertInView(page, "9.6.2");
      viewShot(page, "laws-chess-anchor");
    }
  }

  @Test
  void theDraughtsRulesShowTheMajorityRuleAndTheHouseRule() {
    try (BrowserContext c = browsers.context(1280, 900)) {
      Page page = c.newPage();
      page.navigate("/leis");
      assertThat(page.locator("ul.laws-books li a")).hasCount(3);
      page.getByTestId("more").click();
      page.click("header a[href='/leis/damas-brasileiras']");
      assertThat(page.locator("h1")).hasText("Regras das damas brasileiras");
      page.click(".laws-books-nav a[href='/leis/damas-internacionais']");
      assertThat(page.locator("h1")).hasText("Regras das damas internacionais (FMJD)");
      Locator majority = article(page, "3.5");
      assertThat(majority.locator(".law-title")).hasText("A lei da maioria");
      assertThat(majority.locator("figure svg.draughts .man")).hasCount(5);  // W:W32,38:B27,17,33
      assertThat(page.locator(".laws-official a[href^='https://www.fmjd.org/']").first()).isAttached();
      page.getByTestId("laws-search").fill("25 lances");
      assertThat(article(page, "4.5")).isVisible();
      assertThat(majority).isHidden();
      viewShot(page, "laws-international");

      page.navigate("/leis/damas-brasileiras");
      assertThat(article(page, "5").locator(".law-title")).containsText("pedra não captura para trás");
      assertThat(article(page, "5.3").locator("figure svg.draughts .man")).hasCount(2);  // W:W18:B22
      page.getByTestId("laws-search").fill("para tras");
      assertThat(article(page, "3.1")).isVisible();
      assertThat(article(page, "5.1")).isVisible();
      assertThat(article(page, "1.1")).isHidden();
      assertThat(article(page, "2.1").locator("a[href='/leis/damas-internacionais#2.1']")).hasCount(1);  // a citation is a link
      viewShot(page, "laws-brazilian");

      var missing = page.request().get("/api/laws/nada");
      assertTrue(missing.status() == 404 && missing.text().contains("damas-brasileiras"), missing.status() + " " + missing.text());

      page.selectOption("select.lang", "en");  // the book itself is asked for again, in English
      assertThat(page.locator("header a[href='/leis/xadrez']")).hasText("FIDE Laws");
      assertThat(page.locator("h1")).hasText("Rules of Brazilian draughts");
      assertThat(article(page, "5").locator(".law-title")).containsText("men do not capture backwards");
      assertThat(page.locator("label[for='laws-q']")).hasText("Search the articles");

      page.selectOption("select.lang", "pt-PT");  // Portugal's words: folha de registo, telemóvel
      page.navigate("/leis/xadrez#8.1");
      assertThat(article(page, "8.1").locator(".law-title")).hasText("A folha de registo");
      assertThat(article(page, "12.8").locator(".law-title")).hasText("Telemóveis no local de jogo");
      assertThat(page.locator("section.law", new Page.LocatorOptions().setHasText("planilha"))).hasCount(0);
    }
  }

  @Test
  void onAPhoneEveryLawsPageFitsTheScreen() {
    try (BrowserContext c = browsers.context(360, 740)) {
      Page page = c.newPage();
      for (String path : List.of("/leis", "/leis/xadrez", "/leis/damas-internacionais", "/leis/damas-brasileiras")) {
        page.navigate(path);
        assertThat(page.locator("h1")).isVisible();
        if (!path.equals("/leis")) assertThat(page.locator("section.law").first()).isAttached();
        Object width = page.evaluate("document.documentElement.scrollWidth");
        assertTrue(((Number) width).intValue() <= 360, path + " is " + width + " px wide on a 360 px screen");
      }
      page.navigate("/leis/xadrez#3.8.2");
      assertInView(page, "3.8.2");
      assertThat(article(page, "3.8.2").locator("figure")).isVisible();
      Object width = page.evaluate("document.documentElement.scrollWidth");
      assertTrue(((Number) width).intValue() <= 360, "the castling article is " + width + " px wide");
      viewShot(page, "laws-phone-castling");
      page.navigate("/leis/xadrez");
      viewShot(page, "laws-phone");
    }
  }
}
