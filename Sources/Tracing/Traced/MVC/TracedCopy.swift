// The traced copy of MVC: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/MVC/ (see Sources/Tracing/README.md).
