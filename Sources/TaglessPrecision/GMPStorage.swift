import CGMP
import Tagless

// MARK: - GMP storage

/// One GMP integer (`mpz_t`) held in a reference, cleared when the last ``BigInt`` holding it
/// goes: the storage of ``BigInt``.
///
/// `mpz_t` is a small struct with a pointer to limbs that GMP allocates, so it cannot be copied
/// as a Swift value. A `~Copyable` struct would clear it without a reference count, but
/// ``BigDecimal`` and ``Rational`` are `Hashable` values kept in arrays, dictionaries and
/// generic interpreters, which all need copyable values; a reference it is. The struct lives in
/// the object's tail (one allocation besides GMP's limbs), and each storage is written only
/// while its ``BigInt`` is made: shared storage is never changed, so copies keep value semantics
/// without copy-on-write, and ``BigInt`` is `Sendable` although `ManagedBuffer` is not.
final class GMPStorage: ManagedBuffer<Void, __mpz_struct> {
  /// A new integer, zero until `body` writes it.
  static func make(_ body: (UnsafeMutablePointer<__mpz_struct>) -> Void) -> GMPStorage {
    let buffer = GMPStorage.create(minimumCapacity: 1) { _ in }
    let storage = unsafeDowncast(buffer, to: GMPStorage.self)
    storage.withUnsafeMutablePointerToElements { pointer in
      tagless_mpz_init(pointer)
      body(pointer)
    }
    return storage
  }

  /// The integer as an `Int`, when it fits.
  @inline(__always)
  var word: Int? {
    read { tagless_mpz_fits_slong_p($0) != 0 ? tagless_mpz_get_si($0) : nil }
  }

  /// Reads the integer.
  @inline(__always)
  func read<Result>(_ body: (UnsafePointer<__mpz_struct>) -> Result) -> Result {
    withUnsafeMutablePointerToElements { body(UnsafePointer($0)) }
  }

  deinit {
    withUnsafeMutablePointerToElements { tagless_mpz_clear($0) }
  }
}
