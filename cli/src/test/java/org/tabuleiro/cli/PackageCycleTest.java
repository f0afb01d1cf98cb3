package org.tabuleiro.cli;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/**
 * No module has a package cycle: every package of every module (this one depends on them all) is a slice, and
 * no chain of dependencies between the compiled classes leads from a package back to itself. A failure lists
 * each cycle with the classes and members that make it.
 */
class PackageCycleTest {
  private static final JavaClasses CLASSES = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("org.tabuleiro");

  @Test
  void everyModuleIsOnTheClassPath() {
    for (String module : new String[] {"rules", "play", "tournament", "engine", "server", "cli"}) {
      String root = "org.tabuleiro." + module;
      if (StreamSupport.stream(CLASSES.spliterator(), false)
          .noneMatch(c -> c.getPackageName().equals(root) || c.getPackageName().startsWith(root + "."))) {
        throw new AssertionError("no classes of module " + module + " on the test's class path");
      }
    }
  }

  @Test
  void noPackageDependsOnAPackageThatDependsOnIt() {
    slices().matching("org.tabuleiro.(**)").should().beFreeOfCycles()
        .check(CLASSES);
  }
}
