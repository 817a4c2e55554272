package org.mjarena.agents.perceptron.fold;

import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;

/**
 * LIBSVM's decision value of a two-class C-SVC model with the RBF kernel ({@code svm_predict_values}),
 * read from dense copies of its support vectors: the same terms summed in the same order, so the same
 * bits, without walking LIBSVM's sparse node objects. A fold check's whole cost is this sum over the
 * support vectors (1,127 in the MCR model), so it is worth the copy; the model is still trained, saved
 * and read by LIBSVM, and {@code FoldModelTest} holds the two to the same value bit for bit.
 *
 * <p>What LIBSVM computes, term by term: the kernel of the input {@code x} (every feature present) and
 * support vector {@code v} is {@code exp(-gamma * s)}, where {@code s} adds {@code (x_i - v_i)^2} feature
 * by feature in index order, and {@code x_i * x_i} where {@code v} has no entry; a missing entry is read
 * here as 0, and {@code x_i - 0.0} is {@code x_i} exactly. The decision value adds
 * {@code coef_j * kernel_j} over the support vectors in model order, less {@code rho}; the first label
 * wins when it is above 0. Immutable, shared between threads.
 */
final class DenseDecision {
  /** Support vectors whose sums run side by side, each in its own order: they do not wait on each other. */
  private static final int LANES = 4;

  private final int dims;
  private final int count;
  private final double[] vectors;
  private final double[] coef;
  private final double gamma;
  private final double rho;
  private final double firstLabel;
  private final double secondLabel;

  private DenseDecision(int dims, int count, double[] vectors, double[] coef, double gamma, double rho,
      double firstLabel, double secondLabel) {
    this.dims = dims;
    this.count = count;
    this.vectors = vectors;
    this.coef = coef;
    this.gamma = gamma;
    this.rho = rho;
    this.firstLabel = firstLabel;
    this.secondLabel = secondLabel;
  }

  /**
   * The dense form of {@code model} for inputs of {@code dims} features, or {@code null} when the model is
   * not a two-class C-SVC with the RBF kernel over feature indices 1..{@code dims} in increasing order
   * (LIBSVM then decides itself).
   */
  static DenseDecision of(svm_model model, int dims) {
    svm_parameter p = model.param;
    if (p.svm_type != svm_parameter.C_SVC || p.kernel_type != svm_parameter.RBF || model.nr_class != 2
        || model.label == null || model.sv_coef == null || model.rho == null) {
      return null;
    }
    int count = model.l;
    double[] vectors = new double[count * dims];
    double[] coef = new double[count];
    for (int s = 0; s < count; s++) {
      int last = 0;
      for (svm_node node : model.SV[s]) {
        if (node.index <= last || node.index > dims) {
          return null;
        }
        last = node.index;
        vectors[s * dims + node.index - 1] = node.value;
      }
      coef[s] = model.sv_coef[0][s];
    }
    return new DenseDecision(dims, count, vectors, coef, p.gamma, model.rho[0], model.label[0], model.label[1]);
  }

  /** The label LIBSVM's {@code svm_predict} gives the scaled input {@code x} ({@link #dims} features). */
  double predict(double[] x) {
    return value(x) > 0 ? firstLabel : secondLabel;
  }

  /** The decision value of the scaled input {@code x}, as {@code svm_predict_values} writes it. */
  double value(double[] x) {
    double[] kernels = new double[count];
    int s = 0;
    for (; s + LANES <= count; s += LANES) {
      int a = s * dims;
      int b = a + dims;
      int c = b + dims;
      int d = c + dims;
      double sa = 0;
      double sb = 0;
      double sc = 0;
      double sd = 0;
      for (int i = 0; i < dims; i++) {
        double xi = x[i];
        double da = xi - vectors[a + i];
        double db = xi - vectors[b + i];
        double dc = xi - vectors[c + i];
        double dd = xi - vectors[d + i];
        sa += da * da;
        sb += db * db;
        sc += dc * dc;
        sd += dd * dd;
      }
      kernels[s] = Math.exp(-gamma * sa);
      kernels[s + 1] = Math.exp(-gamma * sb);
      kernels[s + 2] = Math.exp(-gamma * sc);
      kernels[s + 3] = Math.exp(-gamma * sd);
    }
    for (; s < count; s++) {
      int a = s * dims;
      double sa = 0;
      for (int i = 0; i < dims; i++) {
        double da = x[i] - vectors[a + i];
        sa += da * da;
      }
      kernels[s] = Math.exp(-gamma * sa);
    }
    double sum = 0;
    for (int j = 0; j < count; j++) {
      sum += coef[j] * kernels[j];
    }
    return sum - rho;
  }
}
