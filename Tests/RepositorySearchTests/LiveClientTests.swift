import Testing

/// The suites that run the live client against a server on loopback, one test at a time.
///
/// Each drives FoundationNetworking, whose cancellation races between sessions cancelled at
/// once (a socket number acted on after libcurl closed it, swift-corelibs-foundation#4791; a
/// cancellation waiting behind a session reading an endless body) are the toolkit's, not the
/// client's: run side by side, they hung about one run of these suites in twenty.
@Suite(.serialized) enum LiveClientTests {}
